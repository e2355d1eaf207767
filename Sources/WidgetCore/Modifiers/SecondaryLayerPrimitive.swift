import Foundation

/// A modifier whose first child is the modified view and whose optional second child is laid
/// out over it (`background`, `overlay`, `mask`): the node answers the primary's size, keeps
/// its priority, stack axis and guides; the secondary is proposed exactly that size and aligned.
protocol SecondaryLayerPrimitive: Primitive {
    /// How the secondary is aligned over the primary.
    var alignment: Alignment { get }
    /// Whether the secondary is placed (and so drawn) before the primary.
    var secondaryIsBehind: Bool { get }
}

extension SecondaryLayerPrimitive {
    func defaultPriority(children: [ViewNode]) -> Double { children.first?.priority ?? 0 }

    func stackAxis(ofChild index: Int, inherited: Axis?) -> Axis? { index == 0 ? inherited : nil }

    func sizeThatFits(_ p: ProposedViewSize, in box: LayoutBox) -> CGSize {
        box.children.first?.size(for: p) ?? .zero
    }

    func guideChildren(in box: LayoutBox) -> Range<Int> { 0..<min(1, box.children.count) }

    func placements(_ p: ProposedViewSize, size: CGSize, in box: LayoutBox) -> [ChildPlacement] {
        guard !box.children.isEmpty else { return [] }
        let primary = ChildPlacement(index: 0, origin: .zero, proposal: p)
        guard box.children.count > 1 else { return [primary] }
        let sp = ProposedViewSize(size)
        let secondary = ChildPlacement(index: 1, origin: box.alignedOrigin(of: box.children[1], proposal: sp, in: size, alignment: alignment), proposal: sp)
        return secondaryIsBehind ? [secondary, primary] : [primary, secondary]
    }
}
