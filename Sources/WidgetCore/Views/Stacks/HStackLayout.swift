import Foundation

/// A horizontal stack as a ``Layout``, as SwiftUI's `HStackLayout`: `HStack` is built on it,
/// and it switches with other layouts through ``AnyLayout``.
public struct HStackLayout: Layout, NamedLayout {
    /// Where children are placed vertically.
    public var alignment: VerticalAlignment
    /// The gap between neighbours (`nil`: each pair's preferred spacing).
    public var spacing: CGFloat?

    /// Creates a horizontal stack layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    var layoutName: String { "HStack" }
    private var algorithm: StackAlgorithm { StackAlgorithm(axis: .horizontal, alignment: alignment.key, spacing: spacing) }

    /// Stacks along the horizontal axis.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    /// A new plan cache.
    public func makeCache(subviews: Subviews) -> _StackCache { _StackCache() }

    /// The stack's size for `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackCache) -> CGSize {
        algorithm.plan(proposal, subviews, cache.storage).size
    }

    /// Places the children end to end from the leading edge.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackCache) {
        algorithm.place(in: bounds, proposal: proposal, subviews: subviews, cache: cache.storage)
    }
}

/// The plans a stack layout remembers between its methods. Not API: it must be public to be
/// a stack layout's `Cache`.
public struct _StackCache {
    let storage = StackAlgorithm.Cache()
}
