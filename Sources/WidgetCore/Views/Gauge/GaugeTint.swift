import Foundation

/// The tint a gauge draws with: a colour, or a gradient's stops laid along the gauge's track.
struct GaugeTint {
    let resolved: ResolvedStyle

    /// The environment's tint (`.tint(_:)`; the accent colour by default).
    static var current: GaugeTint {
        GaugeTint(resolved: TintShapeStyle()._resolve(in: EnvironmentValues.current))
    }

    /// The gradient stops, when the tint is a gradient (a `Gradient`, `Color.gradient`, a
    /// linear gradient): gauges lay them along their track.
    var stops: [GradientStop]? {
        switch resolved {
        case .linearGradient(let s, _, _), .radialGradient(let s, _, _, _): return s
        case .pattern(.angular(let s, _, _, _)), .pattern(.elliptical(let s, _, _, _)): return s
        default: return nil
        }
    }

    /// The tint along a bar, leading to trailing.
    var alongBar: AnyShapeStyle {
        guard let stops else { return AnyShapeStyle(ResolvedShapeStyle(resolved: resolved)) }
        return AnyShapeStyle(ResolvedShapeStyle(resolved: .linearGradient(stops, start: .leading, end: .trailing)))
    }

    /// The tint around a ring's sweep from `start` degrees through `sweep` degrees.
    func alongRing(start: Double, sweep: Double) -> AnyShapeStyle {
        guard let stops else { return AnyShapeStyle(ResolvedShapeStyle(resolved: resolved)) }
        return AnyShapeStyle(ResolvedShapeStyle(resolved: .pattern(.angular(stops, center: .center, startAngle: start * .pi / 180, endAngle: (start + sweep) * .pi / 180))))
    }

    /// The tint's colour at `fraction` of the track (the colour itself for a plain tint).
    func color(at fraction: Double) -> AnyShapeStyle {
        if let stops { return AnyShapeStyle(ResolvedShapeStyle(resolved: .color(GradientStop.color(at: fraction, in: stops)))) }
        return AnyShapeStyle(ResolvedShapeStyle(resolved: resolved))
    }
}

/// A style already resolved (the gauge resolves its tint once).
struct ResolvedShapeStyle: ShapeStyle {
    let resolved: ResolvedStyle
    func _resolve(in environment: EnvironmentValues) -> ResolvedStyle { resolved }
}
