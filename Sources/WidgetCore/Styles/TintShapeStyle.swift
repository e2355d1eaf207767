import Foundation

/// The current tint (`.tint`): the `tint(_:)` set by an ancestor, else the accent colour (blue).
public struct TintShapeStyle: ShapeStyle {
    /// Creates the tint style.
    public init() {}
    /// The environment's tint, else ``Color/accentColor``. Not API: used by the renderer.
    public func _resolve(in environment: EnvironmentValues) -> ResolvedStyle {
        (environment.tintStyle ?? AnyShapeStyle(Color.accentColor))._resolve(in: environment)
    }
}
