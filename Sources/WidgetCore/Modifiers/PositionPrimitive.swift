import Foundation

/// A resolved `position(x:y:)`: the node takes the whole proposal (an unspecified axis takes
/// the child's answer to the same proposal) and centres its child at `position`, in its own
/// coordinates.
///
/// SwiftUI's `_PositionLayout`, as OpenSwiftUI reconstructs it: the child is placed proposed
/// the node's size, anchored at its centre.
struct PositionPrimitive: ModifierPrimitive {
    let position: CGPoint

    var name: String { "position" }

    func sizeThatFits(_ p: ProposedViewSize, in box: LayoutBox) -> CGSize {
        if let w = p.width, let h = p.height { return CGSize(width: w, height: h) }
        let child = box.children.first?.size(for: p) ?? .zero
        return CGSize(width: p.width ?? child.width, height: p.height ?? child.height)
    }

    func placements(_ p: ProposedViewSize, size: CGSize, in box: LayoutBox) -> [ChildPlacement] {
        guard let child = box.children.first else { return [] }
        let cp = ProposedViewSize(size)
        let c = child.size(for: cp)
        return [ChildPlacement(index: 0, origin: CGPoint(x: position.x - c.width / 2, y: position.y - c.height / 2), proposal: cp)]
    }
}
