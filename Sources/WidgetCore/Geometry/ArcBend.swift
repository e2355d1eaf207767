import Foundation

/// A bend of layout space onto a circle: what `widgetLabel` and `widgetCurvesContent()` do to
/// an `accessoryCorner`'s text, whose lines follow the watch face's edge.
///
/// The layout point ``anchor`` lands on the circle of ``radius`` about ``center``, at
/// ``angle`` (radians, measured as on screen: 0 points right, positive turns clockwise). A
/// point `dx` further right lands `dx / radius` radians further clockwise; a point `dy` lower
/// lands `dy` closer to the centre. So a line of text reads clockwise with its tops outward,
/// as on the face's top corners, and keeps its length along the circle through its anchor.
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

    /// The direction (from the centre) a layout point `x` lands at.
    package func angle(atX x: CGFloat) -> CGFloat {
        radius > 0 ? angle + (x - anchor.x) / radius : angle
    }

    /// Where layout point `p` lands.
    package func point(for p: CGPoint) -> CGPoint {
        let a = angle(atX: p.x)
        let r = radius - (p.y - anchor.y)
        return CGPoint(x: center.x + r * cos(a), y: center.y + r * sin(a))
    }

    /// The rotation of a glyph (or any small drawing) at layout point `x`, in radians: its
    /// baseline follows the circle's tangent there.
    package func rotation(atX x: CGFloat) -> CGFloat { angle(atX: x) + .pi / 2 }

    /// The rigid motion that moves a small drawing centred at layout point `p` to where `p`
    /// lands, turned to follow the circle (an image or symbol in curved content).
    package func placement(of p: CGPoint) -> EffectTransform {
        let target = point(for: p)
        let r = rotation(atX: p.x)
        let (cs, sn) = (cos(r), sin(r))
        return EffectTransform(a: cs, b: sn, c: -sn, d: cs, tx: target.x - cs * p.x + sn * p.y, ty: target.y - sn * p.x - cs * p.y)
    }

    /// Whether every figure is finite.
    package var isFinite: Bool { [center.x, center.y, radius, angle, anchor.x, anchor.y].allSatisfy(\.isFinite) }
}
