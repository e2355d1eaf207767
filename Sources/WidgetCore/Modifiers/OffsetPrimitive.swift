import Foundation

/// A resolved `offset`: the child keeps its size, guides and priority and is placed moved by
/// `offset` (its frame in the layout tree moves; its parent's layout does not change).
struct OffsetPrimitive: RenderEffectPrimitive {
    let offset: CGSize

    var name: String { "offset" }

    func placements(_ p: ProposedViewSize, size: CGSize, in box: LayoutBox) -> [ChildPlacement] {
        guard !box.children.isEmpty else { return [] }
        return [ChildPlacement(index: 0, origin: CGPoint(x: offset.width, y: offset.height), proposal: p)]
    }

    /// An offset moves the drawing only: the child's guides are reported unmoved.
    func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize, in box: LayoutBox) -> CGFloat? {
        box.children.first?.explicitAlignment(key, proposal: proposal)
    }
}
