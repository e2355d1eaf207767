import Foundation

/// A resolved `opacity`: the child drawn with its alpha multiplied (a transparency group when
/// it is more than one drawing).
struct OpacityPrimitive: RenderEffectPrimitive {
    let opacity: Double

    var name: String { "opacity" }

    func paint(_ node: LayoutNode, with painter: Painter, into items: inout [DisplayItem]) {
        if opacity <= 0 { return }
        var group: [DisplayItem] = []
        painter.paintChildren(of: node, into: &group)
        if opacity >= 1 {
            items += group
        } else if group.count == 1, let faded = group[0].fading(by: opacity) {
            // One drawing: its alpha times the opacity is exactly what compositing a
            // transparency group gives, without a canvas-sized offscreen surface.
            items.append(faded)
        } else {
            items.append(painter.item(.beginGroup(opacity: opacity), for: node))
            items += group
            items.append(painter.item(.endGroup, for: node))
        }
    }
}
