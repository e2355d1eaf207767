import Foundation

/// A container that lays its views out in rows and columns, as SwiftUI's `Grid` (iOS 16):
/// an eager grid, which measures every cell.
///
/// Each ``GridRow`` is a row; its views are the row's cells, one column each (or more with
/// `gridCellColumns(_:)`). Any other view, such as a ``Divider``, is a row of its own that
/// spans every column.
///
/// ```swift
/// Grid(alignment: .leading, horizontalSpacing: 12) {
///     GridRow { Text("Mon"); Text("18°") }
///     Divider()
///     GridRow { Text("Tue"); Text("21°") }
/// }
/// ```
///
/// The rules (the Layout Algorithm article, "Grid") follow Apple's documentation where it
/// speaks: a column is as wide as its widest cell, a row as tall as its tallest, a view
/// outside a row spans the grid, and a flexible one widens the whole grid.
public struct Grid<Content: View>: View {
    let layout: GridLayout
    let content: Content

    /// Creates a grid.
    ///
    /// - Parameters:
    ///   - alignment: Where a view sits in its cell when the cell is larger (default
    ///     `.center`); `GridRow(alignment:)`, `gridColumnAlignment(_:)` and
    ///     `gridCellAnchor(_:)` override it.
    ///   - horizontalSpacing: The gap between columns (`nil`: the neighbours' preferred
    ///     spacing, 8 pt for most views).
    ///   - verticalSpacing: The gap between rows (`nil`: the neighbours' preferred spacing).
    ///   - content: The rows.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }

    /// Never called: `Grid` is a primitive view.
    public var body: Never { primitiveBody() }
}

extension Grid: PrimitiveView {
    /// Built in: makes its own nodes instead of resolving a `body`.
    public static func _resolveNodes(_ view: Self, in context: _ResolveContext) -> _ResolvedNodes { context.primitive(view) }

    func resolve(in scope: ResolveScope) -> [ViewNode] {
        let layout = GridLayout(
            alignment: self.layout.alignment,
            horizontalSpacing: StackSpacing.validated(self.layout.horizontalSpacing, scope: scope),
            verticalSpacing: StackSpacing.validated(self.layout.verticalSpacing, scope: scope))
        var node = ViewNode(LayoutPrimitive(layout, name: "Grid"), children: scope.resolve(content), scope: scope)
        // A grid with one row would otherwise pass that row's membership up to its own parent.
        node.layoutValues[GridRowMembership.self] = nil
        return [node]
    }
}
