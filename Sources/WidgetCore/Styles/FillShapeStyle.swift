import Foundation

/// The system fill colours (`.fill`, `.fill.secondary`, `.fill.tertiary`, `.fill.quaternary`),
/// used for tracks, placeholders and grouped backgrounds, as SwiftUI's `FillShapeStyle`.
public struct FillShapeStyle: ShapeStyle {
    let level: Int

    /// The first-level fill.
    public init() { level = 0 }

    init(level: Int) { self.level = level }

    /// The second-level fill.
    public var secondary: FillShapeStyle { FillShapeStyle(level: 1) }
    /// The third-level fill.
    public var tertiary: FillShapeStyle { FillShapeStyle(level: 2) }
    /// The fourth-level fill.
    public var quaternary: FillShapeStyle { FillShapeStyle(level: 3) }

    /// The fill colour of the level for the colour scheme.
    public func _resolve(in environment: EnvironmentValues) -> ResolvedStyle {
        let fills: [SystemColor] = [.systemFill, .secondarySystemFill, .tertiarySystemFill, .quaternarySystemFill]
        return .color(fills[level].resolve(environment.colorScheme))
    }
}

/// The separator colour (`.separator`), as `Divider` draws it.
public struct SeparatorShapeStyle: ShapeStyle {
    /// The separator style.
    public init() {}

    /// The separator colour for the colour scheme.
    public func _resolve(in environment: EnvironmentValues) -> ResolvedStyle {
        .color(SystemColor.separator.resolve(environment.colorScheme))
    }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// The system fill colour.
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// The separator colour.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient: `.foregroundStyle(.linearGradient(colors: […], startPoint: .top, endPoint: .bottom))`.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient from a `Gradient`.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient from stops.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient from a `Gradient`.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}
