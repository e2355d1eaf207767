import Foundation

/// A resolved `fixedSize(horizontal:vertical:)`: proposes `nil` (the ideal size) on the fixed
/// axes and answers the child's size; keeps the child's layout priority.
struct FixedSizePrimitive: ModifierPrimitive {
    let horizontal: Bool
    let vertical: Bool

    var name: String { "fixedSize" }

    func defaultPriority(children: [ViewNode]) -> Double { children.first?.priority ?? 0 }

    func childProposal(_ p: ProposedViewSize, in box: LayoutBox) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }
}
