import Foundation

/// Checks of numbers that value types (colours, fonts, shapes) receive: a bad one is reported to
/// the running render (``DiagnosticSink/reportToCurrent(_:)``) and the caller uses a fallback.
/// Outside a render nothing is reported; the fallback still applies.
enum InputCheck {
    /// The messages for each of `components` (name, value) that is not finite or lies outside
    /// 0…1; empty when all are fine. (Colours keep them and report them whenever they are
    /// drawn, since a colour is often made once, outside any render.)
    static func unitComponents(_ what: String, _ components: [(String, Double)]) -> [String] {
        components.compactMap { name, value in
            if !value.isFinite {
                return "\(what) \(name) \(value) is not finite; 0 used. Pass a component in 0…1."
            }
            if value < -tolerance || value > 1 + tolerance {
                return "\(what) \(name) \(LayoutDump.format(value)) is outside 0…1; clamped (extended-range colours are not drawn). Pass a component in 0…1."
            }
            return nil
        }
    }

    /// Slack for components computed from others (rounding noise is not an error).
    static let tolerance = 1e-9

    /// `value` clamped to ``ValueCheck/maximumLength``, reported when it was beyond.
    static func bounded(_ value: CGFloat, _ what: String) -> CGFloat {
        guard value > ValueCheck.maximumLength else { return value }
        DiagnosticSink.reportToCurrent(Diagnostic(.invalidValue, "\(what) \(value) is beyond \(LayoutDump.format(ValueCheck.maximumLength)) pt; \(LayoutDump.format(ValueCheck.maximumLength)) used."))
        return ValueCheck.maximumLength
    }

    /// `value` when finite and ≥ 0; else reported and `fallback`.
    static func nonNegative(_ value: CGFloat, _ what: String, fallback: CGFloat) -> CGFloat {
        if value.isFinite && value >= 0 { return value }
        DiagnosticSink.reportToCurrent(Diagnostic(.invalidValue, "\(what) \(value) is not a finite, non-negative number; \(LayoutDump.format(fallback)) used."))
        return fallback
    }
}
