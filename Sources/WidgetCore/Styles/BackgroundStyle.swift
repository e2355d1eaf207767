import Foundation

/// The current background style (`.background`): the system background colour.
public struct BackgroundStyle: ShapeStyle {
    /// Creates the background style.
    public init() {}
    /// White in light mode, black in dark. Not API: used by the renderer.
    public func _resolve(in environment: EnvironmentValues) -> ResolvedStyle {
        .color(SystemColor.systemBackground.resolve(environment.colorScheme))
    }
}
