import Foundation

/// A level of the current foreground style (`.primary` … `.quaternary`).
///
/// With the default foreground these are the label colours. With custom foreground styles
/// (`foregroundStyle(_:_:_:)`) each level takes the style given for it; levels beyond those
/// given are the primary style at the label colours' opacities (0.6, 0.3, 0.18 — an
/// approximation, SwiftUI does not publish the factors).
public struct HierarchicalShapeStyle: ShapeStyle {
    let level: Int

    /// The first level: the label colour, or a custom foreground style as is.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The second level: the secondary label colour, or a custom foreground at 0.6 opacity.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The third level: the tertiary label colour, or a custom foreground at 0.3 opacity.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The fourth level: the quaternary label colour, or a custom foreground at 0.18 opacity.
    public static let quaternary = HierarchicalShapeStyle(level: 3)

    /// Opacity multipliers of the levels applied to a custom foreground style.
    static let levelOpacities: [Double] = [1, 0.6, 0.3, 0.18]

    /// The level for the environment's foreground style and colour scheme. Not API: used by the
    /// renderer.
    public func _resolve(in environment: EnvironmentValues) -> ResolvedStyle {
        HierarchicalShapeStyle.foreground(level: level, in: environment)
    }

    /// Level `m` of the environment's foreground: the label colours, the style given for that
    /// level, or the primary style `m` levels down. Levels add up through nested styles
    /// (the secondary of a secondary is the tertiary) and stop at the fourth.
    static func foreground(level m: Int, in environment: EnvironmentValues) -> ResolvedStyle {
        let m = min(max(m, 0), levelOpacities.count - 1)
        let styles = environment.foregroundStyles
        guard let primary = styles.first else {
            let labels: [SystemColor] = [.label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel]
            return .color(labels[m].resolve(environment.colorScheme))
        }
        if styles.count > 1 && m < styles.count {
            return styles[m]._resolve(level: 0, in: environment)
        }
        return primary._resolve(level: m, in: environment)
    }
}

extension HierarchicalShapeStyle {
    /// The style `n` levels below this one.
    public func _resolve(level n: Int, in environment: EnvironmentValues) -> ResolvedStyle {
        HierarchicalShapeStyle.foreground(level: level + n, in: environment)
    }
}

extension ForegroundStyle {
    /// Level `n` of the foreground.
    public func _resolve(level n: Int, in environment: EnvironmentValues) -> ResolvedStyle {
        HierarchicalShapeStyle.foreground(level: n, in: environment)
    }
}

extension AnyShapeStyle {
    /// Level `n` of the erased style.
    public func _resolve(level n: Int, in environment: EnvironmentValues) -> ResolvedStyle {
        base._resolve(level: n, in: environment)
    }
}

extension AnchoredShapeStyle {
    /// Level `n` of the style, in the foreground it was given in.
    func _resolve(level n: Int, in environment: EnvironmentValues) -> ResolvedStyle {
        var env = environment
        env.foregroundStyles = parentForeground
        return base._resolve(level: n, in: env)
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The first level of the foreground style.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The second level of the foreground style.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The third level of the foreground style.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The fourth level of the foreground style.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}
