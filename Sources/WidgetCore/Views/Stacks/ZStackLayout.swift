import Foundation

/// An overlaying stack as a ``Layout``, as SwiftUI's `ZStackLayout`: `ZStack` is built on it.
///
/// Its size is, per axis, the largest size among the children of the highest layout priority;
/// every child is then proposed that size and aligned by `alignment`.
public struct ZStackLayout: Layout, NamedLayout {
    /// Where each child is placed in the stack.
    public var alignment: Alignment

    /// Creates an overlaying stack layout.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    var layoutName: String { "ZStack" }

    /// The largest size among the highest-priority children.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let top = subviews.map(\.priority).max() else { return .zero }
        var size = CGSize.zero
        for subview in subviews where subview.priority == top {
            let s = subview.sizeThatFits(proposal)
            size.width = max(size.width, s.width)
            size.height = max(size.height, s.height)
        }
        return size
    }

    /// Proposes every child the stack's size and aligns their guides with the stack's.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let childProposal = ProposedViewSize(bounds.size)
        let container = ViewDimensions(size: bounds.size)
        for subview in subviews {
            let d = subview.dimensions(in: childProposal)
            subview.place(
                at: CGPoint(
                    x: bounds.minX + container[alignment.horizontal] - d[alignment.horizontal],
                    y: bounds.minY + container[alignment.vertical] - d[alignment.vertical]
                ),
                proposal: childProposal
            )
        }
    }
}
