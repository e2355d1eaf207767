import Foundation

/// A resolved `background` or `overlay`: the node answers the primary's (first child's) size;
/// the secondary is proposed exactly that size, aligned by guides, and drawn behind or in
/// front. Priority, spacing and guides are the primary's; the secondary is in no stack.
struct LayerPrimitive: Primitive {
    let isBackground: Bool
    let alignment: Alignment

    var name: String { isBackground ? "background" : "overlay" }

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
        return isBackground ? [secondary, primary] : [primary, secondary]
    }
}
