import Foundation

/// A modifier with one child, the modified view, at index 0.
///
/// By default the child sees the node's stack axis, is proposed ``childProposal(_:in:)`` (the
/// node's proposal unless overridden), placed at the node's origin, and the node answers the
/// child's size.
package protocol ModifierPrimitive: Primitive {
    /// What the child is proposed when the node is proposed `proposal`.
    func childProposal(_ proposal: ProposedViewSize, in box: LayoutBox) -> ProposedViewSize
}

extension ModifierPrimitive {
    package func childProposal(_ proposal: ProposedViewSize, in box: LayoutBox) -> ProposedViewSize { proposal }

    package func stackAxis(ofChild index: Int, inherited: Axis?) -> Axis? { index == 0 ? inherited : nil }

    package func sizeThatFits(_ proposal: ProposedViewSize, in box: LayoutBox) -> CGSize {
        box.children.first?.size(for: childProposal(proposal, in: box)) ?? .zero
    }

    package func placements(_ proposal: ProposedViewSize, size: CGSize, in box: LayoutBox) -> [ChildPlacement] {
        guard !box.children.isEmpty else { return [] }
        return [ChildPlacement(index: 0, origin: .zero, proposal: childProposal(proposal, in: box))]
    }
}

/// A modifier that changes only how its child draws (opacity, clip, offset and the other
/// render effects): the child's size, guides and layout priority pass through unchanged.
package protocol RenderEffectPrimitive: ModifierPrimitive {}

extension RenderEffectPrimitive {
    package func defaultPriority(children: [ViewNode]) -> Double { children.first?.priority ?? 0 }
    package func spacing(in box: LayoutBox) -> ViewSpacing { box.children.first?.spacing ?? ViewSpacing() }
}
