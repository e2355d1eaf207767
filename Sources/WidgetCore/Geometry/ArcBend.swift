import Foundation

/// A bend of layout space onto a circle: what `widgetLabel` and `widgetCurvesContent()` do to
/// an `accessoryCorner`'s text, whose lines follow the watch face's edge.
///
/// The layout point ``anchor`` lands on the circle of ``radius`` about ``center``, at
/// ``angle`` (radians, measured as on screen: 0 points right, positive turns clockwise).
/// Clockwise (the default), a point `dy` lower lands `dy` closer to the centre and a point `dx`
/// further right lands `dx` further clockwise along its own circle: a line of text reads
/// clockwise with its tops outward, as in the face's top corners and on the bezel.
/// Anticlockwise (``clockwise`` `false`), a point `dy` lower lands `dy` further from the
/// centre and `dx` further right lands `dx` further anticlockwise: the line reads left to right
/// along the bottom of the circle with its tops towards the centre, as in the face's bottom
/// corners. Either way every row keeps its length.
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
    /// Whether a line reads clockwise, tops outward (`true`), or anticlockwise, tops inward.
    package var clockwise: Bool

    package init(center: CGPoint, radius: CGFloat, angle: CGFloat, anchor: CGPoint, clockwise: Bool = true) {
        self.center = center
        self.radius = radius
        self.angle = angle
        self.anchor = anchor
        self.clockwise = clockwise
    }

    /// +1 when lines read clockwise, −1 when anticlockwise.
    private var turn: CGFloat { clockwise ? 1 : -1 }

    /// The radius a layout row `y` lands on.
    package func radius(atY y: CGFloat) -> CGFloat { radius - turn * (y - anchor.y) }

    /// The direction (from the centre) layout point `p` lands at: its distance from the anchor
    /// along its own circle, so every row keeps its length.
    package func angle(at p: CGPoint) -> CGFloat {
        let r = radius(atY: p.y)
        return r > 0 ? angle + turn * (p.x - anchor.x) / r : angle
    }

    /// Where layout point `p` lands.
    package func point(for p: CGPoint) -> CGPoint {
        let a = angle(at: p)
        let r = radius(atY: p.y)
        return CGPoint(x: center.x + r * cos(a), y: center.y + r * sin(a))
    }

    /// The rotation of a glyph (or any small drawing) at layout point `p`, in radians: its
    /// baseline follows the circle's tangent there, its top outward (clockwise) or towards the
    /// centre (anticlockwise).
    package func rotation(at p: CGPoint) -> CGFloat { angle(at: p) + turn * .pi / 2 }

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
