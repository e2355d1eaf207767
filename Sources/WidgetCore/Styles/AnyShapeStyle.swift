import Foundation

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle {
    let base: any ShapeStyle
    /// Wraps `style`.
    public init<S: ShapeStyle>(_ style: S) { base = style }
    /// The wrapped style, resolved. Not API: used by the renderer.
    public func _resolve(in environment: EnvironmentValues) -> ResolvedStyle { base._resolve(in: environment) }
}
