import Foundation

/// A resolved `clipShape`, `clipped` or `cornerRadius`: the child drawn inside a shape in its frame.
struct ClipPrimitive: RenderEffectPrimitive {
    let shape: any Shape

    var name: String { "clipShape" }

    func paint(_ node: LayoutNode, with painter: Painter, into items: inout [DisplayItem]) {
        items.append(painter.item(.beginClip(painter.path(shape, in: painter.snap(node.frame))), for: node))
        painter.paintChildren(of: node, into: &items)
        items.append(painter.item(.endClip, for: node))
    }
}
