import Foundation

enum StackSpacing {
    /// Explicit spacing must be finite; NaN/∞ fall back to the default spacing.
    static func validated(_ spacing: CGFloat?, scope: ResolveScope) -> CGFloat? {
        guard let s = spacing else { return nil }
        if !s.isFinite {
            scope.report(Diagnostic(.invalidValue, "stack spacing \(s) is not finite; the default spacing is used. Pass a finite number or nil."))
            return nil
        }
        return ValueCheck.bounded(s, "stack spacing", scope)
    }
}
