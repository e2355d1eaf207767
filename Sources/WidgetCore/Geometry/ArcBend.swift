import Foundation

/// A bend of layout space onto a circle: what `widgetLabel` and `widgetCurvesContent()` do to
/// an `accessoryCorner`'s text, whose lines follow the watch face's edge.
///
/// The layout point ``anchor`` lands on the circle of ``radius`` about ``center``, at
/// ``angle`` (radians, measured as on screen: 0 points right, positive turns clockwise). A
/// point `dy` lower lands `dy` closer to the centre, and a point `dx` further right lands `dx`
/// further clockwise along its own circle. So a line of text reads clockwise with its tops
/// outward, as on the face's top corners and bezel, and its baseline keeps its length.
///
/// ```
/// ArcBend(center: (99, 121), radius: 100, angle: -π/2, anchor: (50, 10)).point(for: (50, 10))
/// // (99, 21): straight above the centre
/// ```
package struct ArcBend: Sendable, Hashable {
    /// The circle's centre, in canvas points.
    package var center: CGPoint
    /// The radius the anchor lands on.
    package var radius: CGFloat
    /// The direction from the centre to where the anchor lands.
    package var angle: CGFloat
    /// The layout point that lands at ``angle`` on the circle.
    package var anchor: CGPoint

    package init(center: CGPoint, radius: CGFloat, angle: CGFloat, anchor: CGPoint) {
        self.center = center
        self.radius = radius
        self.angle = angle
        self.anchor = anchor
    }

    /// The radius a layout row `y` lands on.
    package func radius(atY y: CGFloat) -> CGFloat { radius - (y - anchor.y) }

    /// The direction (from the centre) layout point `p` lands at: its distance from the anchor
    /// along its own circle, so every row keeps its length.
    package func angle(at p: CGPoint) -> CGFloat {
        let r = radius(atY: p.y)
        return r > 0 ? angle + (p.x - anchor.x) / r : angle
    }

    /// Where layout point `p` lands.
    package func point(for p: CGPoint) -> CGPoint {
        let a = angle(at: p)
        let r = radius(atY: p.y)
        return CGPoint(x: center.x + r * cos(a), y: center.y + r * sin(a))
    }

    /// The rotation of a glyph (or any small drawing) at layout point `p`, in radians: its
    /// baseline follows the circle's tangent there.
    package func rotation(at p: CGPoint) -> CGFloat { angle(at: p) + .pi / 2 }

    /// The rigid motion that moves a small drawing centred at layout point `p` to where `p`
    /// lands, turned to follow the circle (an image or symbol in curved content).
    package func placement(of p: CGPoint) -> EffectTransform {
        let target = point(for: p)
        let r = rotation(at: p)
        let (cs, sn) = (cos(r), sin(r))
        return EffectTransform(a: cs, b: sn, c: -sn, d: cs, tx: target.x - cs * p.x + sn * p.y, ty: target.y - sn * p.x - cs * p.y)
    }

    /// Whether every figure is finite.
    package var isFinite: Bool { [center.x, center.y, radius, angle, anchor.x, anchor.y].allSatisfy(\.isFinite) }
}
