import Foundation

extension View {
    /// Accepted so widget code compiles; does nothing, as in a widget (where gestures never
    /// run). Reported: use `Button(intent:)`, `Link` or `widgetURL`.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> ModifiedContent<Self, _NodeModifier> {
        wrapped { child, scope in
            scope.report(Diagnostic(.ignoredInteraction, "onTapGesture does nothing in a widget (gestures never run); use Button(intent:) to run an App Intent, or Link/widgetURL to open the app."))
            return child
        }
    }
}
