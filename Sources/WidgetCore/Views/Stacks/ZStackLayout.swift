import Foundation

/// An overlaying stack as a ``Layout``, as SwiftUI's `ZStackLayout`: `ZStack` is built on it.
///
/// Its size is the union of the frames of the children of the highest layout priority once
/// their `alignment` guides are lined up (with the default guides, the largest size per
/// axis). Those children are placed as they were measured; the others are proposed the
/// stack's size. Every child is aligned on the same guides.
public struct ZStackLayout: Layout, NamedLayout {
    /// Where each child is placed in the stack.
    public var alignment: Alignment

    /// Creates an overlaying stack layout.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    var layoutName: String { "ZStack" }

    /// The extent of the highest-priority children once their guides are aligned: the union
    /// of their frames, so a child an `alignmentGuide` moves outward enlarges the stack.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let union = alignedUnion(proposal: proposal, subviews: subviews)
        return CGSize(width: union.x.length, height: union.y.length)
    }

    /// Aligns every child's guides on one line, placed so that the union of the
    /// highest-priority children fills the bounds. Those children are placed with the stack's
    /// proposal, as they were measured; the others are proposed the stack's size.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let union = alignedUnion(proposal: proposal, subviews: subviews)
        let container = ViewDimensions(size: bounds.size)
        // Where the guides meet, from the bounds' corner; the container's own guide when a
        // child is infinite on that axis.
        let line = CGPoint(x: union.x.lineOffset ?? container[alignment.horizontal], y: union.y.lineOffset ?? container[alignment.vertical])
        let top = subviews.map(\.priority).max()
        for subview in subviews {
            let childProposal = subview.priority == top ? proposal : ProposedViewSize(bounds.size)
            let d = subview.dimensions(in: childProposal)
            subview.place(
                at: CGPoint(x: bounds.minX + line.x - d[alignment.horizontal], y: bounds.minY + line.y - d[alignment.vertical]),
                proposal: childProposal
            )
        }
    }

    /// The union, per axis, of the highest-priority children's frames, each proposed
    /// `proposal`, relative to the line where their alignment guides meet.
    private func alignedUnion(proposal: ProposedViewSize, subviews: Subviews) -> (x: ZStackExtent, y: ZStackExtent) {
        var x = ZStackExtent()
        var y = ZStackExtent()
        guard let top = subviews.map(\.priority).max() else { return (x, y) }
        for subview in subviews where subview.priority == top {
            let d = subview.dimensions(in: proposal)
            x.add(length: d.width, guide: d[alignment.horizontal])
            y.add(length: d.height, guide: d[alignment.vertical])
        }
        return (x, y)
    }
}
