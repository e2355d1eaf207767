import Foundation

/// Validation of numbers users pass to modifiers: bad values are corrected and reported,
/// never allowed to reach layout as NaN.
enum ValueCheck {
    /// The largest length, inset, spacing or offset used, in points: far beyond any widget,
    /// small enough that sums of many stay finite and drawing stays within Cairo's range.
    /// Larger values are reported and clamped.
    static let maximumLength: CGFloat = 1_000_000

    /// `v` clamped to ±``maximumLength``, reported when it was beyond.
    static func bounded(_ v: CGFloat, _ what: String, _ context: ResolveScope) -> CGFloat {
        guard abs(v) > maximumLength else { return v }
        let clamped = v > 0 ? maximumLength : -maximumLength
        context.report(Diagnostic(.invalidValue, "\(what) \(v) is beyond ±\(LayoutDump.format(maximumLength)) pt; \(LayoutDump.format(clamped)) used. Pass a length a widget can show."))
        return clamped
    }

    /// A length that must be finite and ≥ 0 (`frame(width:)`); otherwise `nil` (ignored).
    static func length(_ value: CGFloat?, _ what: String, _ context: ResolveScope) -> CGFloat? {
        guard let v = value else { return nil }
        if v.isFinite && v >= 0 { return bounded(v, what, context) }
        context.report(Diagnostic(.invalidValue, "\(what) \(v) is not a finite, non-negative length; ignored. Pass a value ≥ 0 or nil."))
        return nil
    }

    /// A minimum: a negative one is reported and normalised to 0 (as SwiftUI does); NaN and
    /// ∞ are reported and ignored.
    static func minimum(_ value: CGFloat?, _ what: String, _ context: ResolveScope) -> CGFloat? {
        guard let v = value else { return nil }
        if v.isFinite && v < 0 {
            context.report(Diagnostic(.invalidValue, "\(what) \(v) is negative; 0 used. Pass a value ≥ 0 or nil."))
            return 0
        }
        return length(v, what, context)
    }

    /// A maximum that may be `.infinity` but not NaN or negative.
    static func maxLength(_ value: CGFloat?, _ what: String, _ context: ResolveScope) -> CGFloat? {
        guard let v = value else { return nil }
        if v == .infinity { return v }
        return length(v, what, context)
    }

    /// An inset that must be finite (negative insets are allowed, as in SwiftUI); otherwise 0.
    static func inset(_ value: CGFloat, _ what: String, _ context: ResolveScope) -> CGFloat {
        if value.isFinite { return bounded(value, what, context) }
        context.report(Diagnostic(.invalidValue, "\(what) \(value) is not finite; 0 used. Pass a finite inset."))
        return 0
    }

    /// A unit value clamped to 0…1 (opacity); NaN becomes 1.
    static func unit(_ value: Double, _ what: String, _ context: ResolveScope) -> Double {
        if value.isNaN {
            context.report(Diagnostic(.invalidValue, "\(what) NaN is not a number; 1 used. Pass a value in 0…1."))
            return 1
        }
        return min(max(value, 0), 1)
    }
}
