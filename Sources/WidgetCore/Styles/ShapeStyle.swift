import Foundation

/// A colour or pattern to fill or stroke with, as SwiftUI's `ShapeStyle`.
public protocol ShapeStyle: Sendable {
    /// Reduces the style to concrete values in `environment`. Not API: used by the renderer.
    func _resolve(in environment: EnvironmentValues) -> ResolvedStyle
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The current foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The current tint.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The system background.
    public static var background: BackgroundStyle { BackgroundStyle() }
}
