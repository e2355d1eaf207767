import Foundation

/// A grid as a ``Layout``, as SwiftUI's `GridLayout`: ``Grid`` is built on it, and it switches
/// with other layouts through ``AnyLayout``.
///
/// Its subviews are the cells of ``GridRow``s, grouped by row, and full-width rows. See
/// ``Grid`` for the rules.
public struct GridLayout: Layout, NamedLayout {
    /// Where a view sits in its cell when the cell is larger.
    public var alignment: Alignment
    /// The gap between columns (`nil`: the neighbours' preferred spacing).
    public var horizontalSpacing: CGFloat?
    /// The gap between rows (`nil`: the neighbours' preferred spacing).
    public var verticalSpacing: CGFloat?

    /// Creates a grid layout.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    var layoutName: String { "Grid" }

    /// A `Divider` that is a row of its own lies along the rows.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    /// A new plan cache.
    public func makeCache(subviews: Subviews) -> _GridCache { _GridCache() }

    /// The grid's size for `proposal`: its columns and gaps by its rows and gaps.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout _GridCache) -> CGSize {
        algorithm.plan(proposal, subviews, cache.storage).size
    }

    /// Places each cell in its column and row, aligned in the cell.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout _GridCache) {
        algorithm.place(in: bounds, proposal: proposal, subviews: subviews, cache: cache.storage)
    }

    private var algorithm: GridAlgorithm {
        GridAlgorithm(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
    }
}

/// The structure and plans a grid layout remembers between its methods. Not API: it must be
/// public to be the grid layout's `Cache`.
public struct _GridCache {
    let storage = GridAlgorithm.Cache()
}
