import Foundation

/// Numbers given to chart modifiers made usable: a non-finite or out-of-range one is reported
/// to the render running (an `invalidValue` diagnostic naming the modifier) and replaced.
enum ChartValueCheck {
    /// `value` within 0…1; NaN is 1.
    static func unit(_ value: Double, _ what: String) -> Double {
        if value.isFinite, (0...1).contains(value) { return value }
        let replaced = value.isNaN ? 1 : min(max(value, 0), 1)
        DiagnosticSink.reportToCurrent(Diagnostic(.invalidValue, "Chart: \(what)(\(value)) is not within 0…1; \(replaced) used."))
        return replaced
    }

    /// `value` as a finite, non-negative length; anything else is 0.
    static func length(_ value: CGFloat, _ what: String) -> CGFloat {
        if value.isFinite, value >= 0 { return min(value, ValueCheck.maximumLength) }
        DiagnosticSink.reportToCurrent(Diagnostic(.invalidValue, "Chart: \(what)(\(value)) is not a finite, non-negative length; 0 used."))
        return 0
    }
}
