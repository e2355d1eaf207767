import Foundation

/// A style resolved with the foreground styles that were current where it was set, so a
/// relative style (`.secondary`, `.foreground`) refers to its parent and never to itself.
struct AnchoredShapeStyle: ShapeStyle {
    let base: AnyShapeStyle
    let parentForeground: [AnyShapeStyle]

    func _resolve(in environment: EnvironmentValues) -> ResolvedStyle {
        var env = environment
        env.foregroundStyles = parentForeground
        return base._resolve(in: env)
    }
}

/// A tint resolved with the tint that was current where it was set.
struct AnchoredTintStyle: ShapeStyle {
    let base: AnyShapeStyle
    let parentTint: AnyShapeStyle?

    func _resolve(in environment: EnvironmentValues) -> ResolvedStyle {
        var env = environment
        env.tintStyle = parentTint
        return base._resolve(in: env)
    }
}
