import Foundation

/// A translucent blurred backdrop, as SwiftUI's `Material` (`.ultraThinMaterial` … `.bar`).
///
/// The backdrop blur is not drawn: a material is approximated by a translucent tint over what
/// is behind it (a light grey in light mode, a dark grey in dark mode), more opaque for thicker
/// materials, and a diagnostic says so. The opacities are chosen by eye against Apple's design
/// resources; Apple publishes none.
public struct Material: ShapeStyle, Hashable {
    let thickness: Int

    /// The thinnest material.
    public static let ultraThin = Material(thickness: 0)
    /// A thin material.
    public static let thin = Material(thickness: 1)
    /// The regular material.
    public static let regular = Material(thickness: 2)
    /// A thick material.
    public static let thick = Material(thickness: 3)
    /// The thickest material.
    public static let ultraThick = Material(thickness: 4)
    /// The material of bars (toolbars, tab bars): between regular and thick.
    public static let bar = Material(thickness: 5)

    /// The tint's opacity for each thickness (ultraThin … ultraThick, bar).
    static let opacities: [Double] = [0.35, 0.5, 0.65, 0.8, 0.92, 0.72]
    /// The tint in light mode (`#F2F2F7`, the grouped background) and dark mode (`#1C1C1E`).
    static let lightTint = RGBA(hex: 0xF2F2F7), darkTint = RGBA(hex: 0x1C1C1E)

    /// The translucent tint for the colour scheme. Not API: used by the renderer.
    public func _resolve(in environment: EnvironmentValues) -> ResolvedStyle {
        DiagnosticSink.reportToCurrent(Diagnostic(.unsupported, "materials are drawn as a translucent tint over what is behind them; the backdrop blur is not drawn."))
        let tint = environment.colorScheme == .dark ? Material.darkTint : Material.lightTint
        return .color(tint.multiplyingOpacity(Material.opacities[thickness]))
    }
}

extension ShapeStyle where Self == Material {
    /// The thinnest material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A thin material.
    public static var thinMaterial: Material { .thin }
    /// The regular material.
    public static var regularMaterial: Material { .regular }
    /// A thick material.
    public static var thickMaterial: Material { .thick }
    /// The thickest material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of bars.
    public static var bar: Material { .bar }
}
