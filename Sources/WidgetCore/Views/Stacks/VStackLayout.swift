import Foundation

/// A vertical stack as a ``Layout``, as SwiftUI's `VStackLayout`: `VStack` is built on it,
/// and it switches with other layouts through ``AnyLayout``.
public struct VStackLayout: Layout, NamedLayout {
    /// Where children are placed horizontally.
    public var alignment: HorizontalAlignment
    /// The gap between neighbours (`nil`: each pair's preferred spacing).
    public var spacing: CGFloat?

    /// Creates a vertical stack layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    var layoutName: String { "VStack" }
    private var algorithm: StackAlgorithm { StackAlgorithm(axis: .vertical, alignment: alignment.key, spacing: spacing) }

    /// Stacks along the vertical axis.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    /// A new plan cache.
    public func makeCache(subviews: Subviews) -> _StackCache { _StackCache() }

    /// The stack's size for `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackCache) -> CGSize {
        algorithm.plan(proposal, subviews, cache.storage).size
    }

    /// Places the children end to end from the top edge.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackCache) {
        algorithm.place(in: bounds, proposal: proposal, subviews: subviews, cache: cache.storage)
    }
}
