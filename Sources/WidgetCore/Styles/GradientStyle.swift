import Foundation

/// A `Gradient` used directly as a style (`.tint(Gradient(colors: […]))`,
/// `.foregroundStyle(Gradient(…))`): a linear gradient from top to bottom of the filled
/// bounds, as `Color.gradient` is. Gauges and progress views that take their tint from it lay
/// its stops along their own track instead.
extension Gradient: ShapeStyle {
    /// The stops from the top to the bottom of the bounds. Not API: used by the renderer.
    public func _resolve(in environment: EnvironmentValues) -> ResolvedStyle {
        .linearGradient(resolve(in: environment), start: .top, end: .bottom)
    }
}

/// A style drawn at a fraction of its opacity (`.blue.gradient.opacity(0.5)`, `.tint.opacity(0.3)`).
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let opacity: Double

    /// The base style with its alpha multiplied; NaN is reported and counts as 1, values
    /// outside 0…1 are clamped. Not API: used by the renderer.
    public func _resolve(in environment: EnvironmentValues) -> ResolvedStyle {
        var o = opacity
        if o.isNaN {
            DiagnosticSink.reportToCurrent(Diagnostic(.invalidValue, "a style's opacity NaN is not a number; 1 used. Pass a value in 0…1."))
            o = 1
        }
        return base._resolve(in: environment).multiplyingOpacity(min(max(o, 0), 1))
    }
}

/// A style with a blend mode (`.blendMode(_:)` on a style). Drawn with normal blending and
/// reported: per-fill blend modes are not drawn; apply `.blendMode(_:)` to the view instead.
public struct _BlendModeShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let mode: BlendMode

    /// The base style. Not API: used by the renderer.
    public func _resolve(in environment: EnvironmentValues) -> ResolvedStyle {
        if mode != .normal {
            DiagnosticSink.reportToCurrent(Diagnostic(.unsupported, "a style's blendMode(.\(mode)) is drawn with normal blending; use .blendMode(.\(mode)) on the view instead."))
        }
        return base._resolve(in: environment)
    }
}

extension ShapeStyle {
    /// The style at `opacity` (0…1) of its alpha.
    public func opacity(_ opacity: Double) -> _OpacityShapeStyle<Self> {
        _OpacityShapeStyle(base: self, opacity: opacity)
    }

    /// The style with a blend mode (drawn with normal blending, reported; see `_BlendModeShapeStyle`).
    public func blendMode(_ mode: BlendMode) -> _BlendModeShapeStyle<Self> {
        _BlendModeShapeStyle(base: self, mode: mode)
    }
}
