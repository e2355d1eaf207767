import Foundation

/// A grid that fills its columns left to right and grows downward, as SwiftUI's `LazyVGrid`.
///
/// The columns come from `columns` alone (fixed, flexible and adaptive ``GridItem``s); each
/// row is as tall as its tallest item. A widget does not scroll: the grid is as tall as all
/// its rows, and when that is taller than the space it is offered, a diagnostic says how many
/// items fit (the Layout Algorithm article, "Lazy grids").
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 44))], spacing: 6) {
///     ForEach(entry.days) { DayCell(day: $0) }
/// }
/// ```
public struct LazyVGrid<Content: View>: View {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Creates a vertical grid.
    ///
    /// - Parameters:
    ///   - columns: The columns, leading to trailing.
    ///   - alignment: Where the columns sit when they are narrower than the grid, and where
    ///     an item sits in its slot when its ``GridItem`` gives no alignment.
    ///   - spacing: The gap between rows (`nil`: 8 pt).
    ///   - pinnedViews: Section headers and footers to pin while scrolling: recorded, as a
    ///     widget does not scroll (reported).
    ///   - content: The items, and ``Section``s of items.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    /// Never called: `LazyVGrid` is a primitive view.
    public var body: Never { primitiveBody() }
}

extension LazyVGrid: PrimitiveView {
    /// Built in: makes its own nodes instead of resolving a `body`.
    public static func _resolveNodes(_ view: Self, in context: _ResolveContext) -> _ResolvedNodes { context.primitive(view) }

    func resolve(in scope: ResolveScope) -> [ViewNode] {
        let algorithm = LazyGridAlgorithm.checked(
            "LazyVGrid", axis: .vertical, items: columns, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing, pinnedViews: pinnedViews, scope)
        return [LazyGridAlgorithm.node(LazyGridLayout<GrowsDown>(algorithm: algorithm), content: content, scope)]
    }
}
