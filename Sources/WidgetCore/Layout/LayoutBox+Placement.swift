import Foundation

extension LayoutBox {
    /// Places this view with its top-left corner at `origin` (root coordinates), sized for
    /// `proposal`, and its children recursively.
    ///
    /// Primitives place children in leading-based coordinates (x grows from the leading edge),
    /// and guides are computed in them too. In a right-to-left environment this turns each
    /// child's placement into the mirror image, x′ = width − x − child width, as SwiftUI mirrors
    /// a right-to-left layout: stack order, leading/trailing alignments, padding and frames all
    /// follow from this one rule.
    package func place(at origin: CGPoint, proposal p: ProposedViewSize) -> LayoutNode {
        let size = self.size(for: p)
        let primitive = node.primitive
        let frame = CGRect(origin: origin, size: size)
        var out = LayoutNode(node: node, frame: frame)
        primitive.willPlace(at: origin, size: size, proposal: p, in: self)
        let mirrors = node.layoutDirection == .rightToLeft
        for placement in placements(for: p) {
            var x = placement.origin.x
            if mirrors { x = size.width - x - children[placement.index].size(for: placement.proposal).width }
            let childOrigin = CGPoint(x: origin.x + x, y: origin.y + placement.origin.y)
            out.children.append(children[placement.index].place(at: childOrigin, proposal: placement.proposal))
        }
        if primitive.collapsesIntoChild, out.children.count == 1, var only = out.children.first {
            if only.identifier == nil || node.identifier != nil { only.identifier = node.identifier ?? only.identifier }
            return only
        }
        primitive.finish(&out, proposal: p, in: self)
        return out
    }

    /// Where `child`, proposed `proposal`, goes in a container of `size` so that their
    /// `alignment` guides coincide: the offset of its top-leading corner. The container's own
    /// guide is its default one (a container's baselines are its bottom).
    package func alignedOrigin(of child: LayoutBox, proposal: ProposedViewSize, in size: CGSize, alignment: Alignment) -> CGPoint {
        let container = ViewDimensions(size: size)
        let childDimensions = child.dimensions(for: proposal)
        return CGPoint(
            x: container[alignment.horizontal] - childDimensions[alignment.horizontal],
            y: container[alignment.vertical] - childDimensions[alignment.vertical]
        )
    }
}
