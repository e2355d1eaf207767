import Foundation

/// Which way a lazy grid grows: down for a ``LazyVGrid``, across for a ``LazyHGrid``.
protocol LazyGridGrowth {
    /// The axis the grid grows along.
    static var axis: Axis { get }
    /// The grid's name in dumps.
    static var name: String { get }
}

/// A ``LazyVGrid``'s growth: rows down the vertical axis.
enum GrowsDown: LazyGridGrowth {
    static var axis: Axis { .vertical }
    static var name: String { "LazyVGrid" }
}

/// A ``LazyHGrid``'s growth: columns along the horizontal axis.
enum GrowsAcross: LazyGridGrowth {
    static var axis: Axis { .horizontal }
    static var name: String { "LazyHGrid" }
}

/// A lazy grid as a ``Layout`` over ``LazyGridAlgorithm``; its lines lie along `Growth`'s axis
/// (a `Divider` among them is drawn across it).
struct LazyGridLayout<Growth: LazyGridGrowth>: Layout, NamedLayout {
    let algorithm: LazyGridAlgorithm
    var layoutName: String { Growth.name }

    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = Growth.axis
        return properties
    }

    func makeCache(subviews: Subviews) -> LazyGridAlgorithm.Cache { LazyGridAlgorithm.Cache() }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout LazyGridAlgorithm.Cache) -> CGSize {
        algorithm.plan(proposal, subviews, cache).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout LazyGridAlgorithm.Cache) {
        algorithm.place(in: bounds, proposal: proposal, subviews: subviews, cache: cache)
    }
}
