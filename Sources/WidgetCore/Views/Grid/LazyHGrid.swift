import Foundation

/// A grid that fills its rows top to bottom and grows to the trailing side, as SwiftUI's
/// `LazyHGrid`: a ``LazyVGrid`` turned on its side.
///
/// The rows come from `rows` alone (fixed, flexible and adaptive ``GridItem``s); each column
/// is as wide as its widest item. A widget does not scroll: the grid is as wide as all its
/// columns, and when that is wider than the space it is offered, a diagnostic says how many
/// items fit (the Layout Algorithm article, "Lazy grids").
///
/// ```swift
/// LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))]) {
///     ForEach(entry.apps) { AppIcon(app: $0) }
/// }
/// ```
public struct LazyHGrid<Content: View>: View {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Creates a horizontal grid.
    ///
    /// - Parameters:
    ///   - rows: The rows, top to bottom.
    ///   - alignment: Where the rows sit when they are shorter than the grid, and where an
    ///     item sits in its slot when its ``GridItem`` gives no alignment.
    ///   - spacing: The gap between columns (`nil`: 8 pt).
    ///   - pinnedViews: Section headers and footers to pin while scrolling: recorded, as a
    ///     widget does not scroll (reported).
    ///   - content: The items, and ``Section``s of items.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    /// Never called: `LazyHGrid` is a primitive view.
    public var body: Never { primitiveBody() }
}

extension LazyHGrid: PrimitiveView {
    /// Built in: makes its own nodes instead of resolving a `body`.
    public static func _resolveNodes(_ view: Self, in context: _ResolveContext) -> _ResolvedNodes { context.primitive(view) }

    func resolve(in scope: ResolveScope) -> [ViewNode] {
        let algorithm = LazyGridAlgorithm.checked(
            "LazyHGrid", axis: .horizontal, items: rows, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing, pinnedViews: pinnedViews, scope)
        return [LazyGridAlgorithm.node(LazyGridLayout<GrowsAcross>(algorithm: algorithm), content: content, scope)]
    }
}
