import Foundation

/// A colour or pattern to fill or stroke with, as SwiftUI's `ShapeStyle`.
public protocol ShapeStyle: Sendable {
    /// Reduces the style to concrete values in `environment`. Not API: used by the renderer.
    func _resolve(in environment: EnvironmentValues) -> ResolvedStyle

    /// Reduces level `n` of the style (the level of the foreground it stands at: 1 for
    /// secondary, up to 3) in `environment`. Not API: used by the renderer. By default the
    /// style at the level's opacity; the relative styles (the foreground, its levels, a style
    /// erased or anchored around one) go `n` levels further down their own foreground.
    ///
    /// A requirement rather than a cast to an internal protocol, as ``View/_resolveNodes(_:in:)``:
    /// each new type cast costs a scan of every protocol-conformance record in the process.
    func _resolve(level n: Int, in environment: EnvironmentValues) -> ResolvedStyle
}

extension ShapeStyle {
    /// The style at the opacity of level `n` (1 for secondary, up to 3).
    public func _resolve(level n: Int, in environment: EnvironmentValues) -> ResolvedStyle {
        let resolved = _resolve(in: environment)
        let opacities = HierarchicalShapeStyle.levelOpacities
        return n == 0 ? resolved : resolved.multiplyingOpacity(opacities[min(max(n, 0), opacities.count - 1)])
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
