import Foundation

/// A 2D affine transform of points, `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`, as
/// `CGAffineTransform` lays its fields out (there is no `CGAffineTransform` on Linux).
package struct EffectTransform: Sendable, Hashable {
    package var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    package init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The identity.
    package static let identity = EffectTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A rotation by `radians` (clockwise on screen for positive angles) about `anchor`.
    package static func rotation(_ radians: Double, about anchor: CGPoint) -> EffectTransform {
        let cs = cos(radians)
        let sn = sin(radians)
        return linear(a: cs, b: sn, c: -sn, d: cs, about: anchor)
    }

    /// A scale by `sx`, `sy` about `anchor`.
    package static func scale(_ sx: CGFloat, _ sy: CGFloat, about anchor: CGPoint) -> EffectTransform {
        linear(a: sx, b: 0, c: 0, d: sy, about: anchor)
    }

    /// The linear map (a b; c d) applied about `anchor`.
    package static func linear(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, about anchor: CGPoint) -> EffectTransform {
        EffectTransform(
            a: a, b: b, c: c, d: d,
            tx: anchor.x - a * anchor.x - c * anchor.y,
            ty: anchor.y - b * anchor.x - d * anchor.y)
    }

    /// Where `p` goes.
    package func apply(_ p: CGPoint) -> CGPoint {
        CGPoint(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// Whether every field is finite.
    package var isFinite: Bool { [a, b, c, d, tx, ty].allSatisfy(\.isFinite) }
}

extension Path {
    /// The path with every point transformed.
    package func applying(_ t: EffectTransform) -> Path {
        var out = Path()
        for e in elements {
            switch e {
            case .move(let p): out.move(to: t.apply(p))
            case .line(let p): out.addLine(to: t.apply(p))
            case .quadCurve(let p, let c): out.addQuadCurve(to: t.apply(p), control: t.apply(c))
            case .curve(let p, let c1, let c2): out.addCurve(to: t.apply(p), control1: t.apply(c1), control2: t.apply(c2))
            case .closeSubpath: out.closeSubpath()
            }
        }
        return out
    }
}
