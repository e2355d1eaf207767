import Foundation

/// A gradient Cairo draws as a mesh or a transformed radial pattern: angular, elliptical and
/// mesh gradients, resolved to concrete sRGB values.
public enum GradientPattern: Sendable, Hashable {
    /// Colours swept around `center` from `startAngle` to `endAngle` (radians, clockwise on
    /// screen from the positive x axis); the end colours continue beyond the sweep.
    case angular([GradientStop], center: UnitPoint, startAngle: Double, endAngle: Double)
    /// Colours from an ellipse of `startRadiusFraction` to one of `endRadiusFraction` of the
    /// bounds' width and height around `center`.
    case elliptical([GradientStop], center: UnitPoint, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat)
    /// A `width` × `height` grid of unit points of the bounds with a colour each, every cell
    /// shaded bilinearly between its corners, over `background`.
    case mesh(width: Int, height: Int, points: [UnitPoint], colors: [RGBA], background: RGBA)

    /// The pattern with its alpha multiplied by `opacity`.
    func multiplyingOpacity(_ opacity: Double) -> GradientPattern {
        switch self {
        case .angular(let s, let c, let a0, let a1):
            return .angular(s.map { $0.multiplyingOpacity(opacity) }, center: c, startAngle: a0, endAngle: a1)
        case .elliptical(let s, let c, let r0, let r1):
            return .elliptical(s.map { $0.multiplyingOpacity(opacity) }, center: c, startRadiusFraction: r0, endRadiusFraction: r1)
        case .mesh(let w, let h, let p, let colors, let bg):
            return .mesh(width: w, height: h, points: p, colors: colors.map { $0.multiplyingOpacity(opacity) }, background: bg.multiplyingOpacity(opacity))
        }
    }

    /// The pattern for dumps.
    func dumpDescription(in bounds: CGRect) -> String {
        func stops(_ s: [GradientStop]) -> String { s.map { "\($0.color)@\(LayoutDump.format($0.location))" }.joined(separator: " ") }
        func point(_ u: UnitPoint) -> String {
            "(\(LayoutDump.format(bounds.minX + u.x * bounds.width)), \(LayoutDump.format(bounds.minY + u.y * bounds.height)))"
        }
        switch self {
        case .angular(let s, let c, let a0, let a1):
            return "angularGradient(centre \(point(c)), \(LayoutDump.format(a0 * 180 / .pi))° → \(LayoutDump.format(a1 * 180 / .pi))°; \(stops(s)))"
        case .elliptical(let s, let c, let r0, let r1):
            return "ellipticalGradient(centre \(point(c)), \(LayoutDump.format(r0)) → \(LayoutDump.format(r1)); \(stops(s)))"
        case .mesh(let w, let h, _, let colors, _):
            return "meshGradient(\(w)×\(h); \(colors.map(\.description).joined(separator: " ")))"
        }
    }
}

extension GradientStop {
    /// The colour at `t` (0…1) along `stops` (in location order), straight-alpha interpolated;
    /// before the first stop its colour, after the last the last's.
    package static func color(at t: Double, in stops: [GradientStop]) -> RGBA {
        guard let first = stops.first, let last = stops.last else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where t >= a.location && t <= b.location {
            let span = b.location - a.location
            let f = span > 0 ? (t - a.location) / span : 1
            func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
            return RGBA(red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green), blue: mix(a.color.blue, b.color.blue), alpha: mix(a.color.alpha, b.color.alpha))
        }
        return last.color
    }
}
