import Foundation

/// A resolved `frame(width:height:alignment:)`: the given dimensions are fixed, missing ones
/// come from the child, which is proposed (width ?? proposal, height ?? proposal) and aligned.
struct FixedFramePrimitive: ModifierPrimitive {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    var name: String { "frame" }

    /// The standard spacing, keeping a framed text's spacing to the texts around it.
    func spacing(in box: LayoutBox) -> ViewSpacing { .standard(carryingTextOf: box.children.first) }

    func childProposal(_ p: ProposedViewSize, in box: LayoutBox) -> ProposedViewSize {
        ProposedViewSize(width: width ?? p.width, height: height ?? p.height)
    }

    func sizeThatFits(_ p: ProposedViewSize, in box: LayoutBox) -> CGSize {
        guard let child = box.children.first else { return CGSize(width: width ?? 0, height: height ?? 0) }
        if let w = width, let h = height { return CGSize(width: w, height: h) }
        let c = child.size(for: childProposal(p, in: box))
        return CGSize(width: width ?? c.width, height: height ?? c.height)
    }

    func placements(_ p: ProposedViewSize, size: CGSize, in box: LayoutBox) -> [ChildPlacement] {
        guard let child = box.children.first else { return [] }
        let cp = childProposal(p, in: box)
        return [ChildPlacement(index: 0, origin: box.alignedOrigin(of: child, proposal: cp, in: size, alignment: alignment), proposal: cp)]
    }
}
