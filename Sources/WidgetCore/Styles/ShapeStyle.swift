import Foundation

/// A colour or pattern to fill or stroke with, as SwiftUI's `ShapeStyle`.
public protocol ShapeStyle: Sendable {
    /// Reduces the style to concrete values in `environment`. Not API: used by the renderer.
    func _resolve(in environment: EnvironmentValues) -> ResolvedStyle
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle {
    let base: any ShapeStyle
    /// Wraps `style`.
    public init<S: ShapeStyle>(_ style: S) { base = style }
    /// The wrapped style, resolved. Not API: used by the renderer.
    public func _resolve(in environment: EnvironmentValues) -> ResolvedStyle { base._resolve(in: environment) }
}

/// The current foreground style (`.foreground`), as SwiftUI's `ForegroundStyle`.
public struct ForegroundStyle: ShapeStyle {
    /// Creates the foreground style.
    public init() {}
    /// The environment's foreground style, else the label colour. Not API: used by the renderer.
    public func _resolve(in environment: EnvironmentValues) -> ResolvedStyle {
        HierarchicalShapeStyle.primary._resolve(in: environment)
    }
}

/// The current tint (`.tint`): the `tint(_:)` set by an ancestor, else the accent colour (blue).
public struct TintShapeStyle: ShapeStyle {
    /// Creates the tint style.
    public init() {}
    /// The environment's tint, else ``Color/accentColor``. Not API: used by the renderer.
    public func _resolve(in environment: EnvironmentValues) -> ResolvedStyle {
        (environment.tintStyle ?? AnyShapeStyle(Color.accentColor))._resolve(in: environment)
    }
}

/// The current background style (`.background`): the system background colour.
public struct BackgroundStyle: ShapeStyle {
    /// Creates the background style.
    public init() {}
    /// White in light mode, black in dark. Not API: used by the renderer.
    public func _resolve(in environment: EnvironmentValues) -> ResolvedStyle {
        .color(SystemColor.systemBackground.resolve(environment.colorScheme))
    }
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
