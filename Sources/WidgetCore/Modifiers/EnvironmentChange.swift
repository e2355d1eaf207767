import Foundation

extension View {
    /// Changes the environment of the view with a closure; for the renderer (a placeholder's
    /// redaction, a toggle's optimistic state). Not API.
    package func _environmentChanged(_ change: @escaping @Sendable (inout EnvironmentValues) -> Void) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChanged(change)
    }
}
