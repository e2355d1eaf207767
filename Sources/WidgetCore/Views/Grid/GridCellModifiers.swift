import Foundation

extension View {
    /// Makes this cell of a ``GridRow`` span `count` columns, as SwiftUI's
    /// `gridCellColumns(_:)`. A count below 1 is reported and 1 is used.
    public func gridCellColumns(_ count: Int) -> some View {
        modifier(GridCellColumnsModifier(count: count))
    }

    /// Aligns every cell of this cell's column horizontally by `guide`, overriding the grid's
    /// alignment, as SwiftUI's `gridColumnAlignment(_:)`. When several cells of a column set
    /// it, the topmost one's counts.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutValue(key: GridColumnAlignmentKey.self, value: guide)
    }

    /// Places this view in its cell so that its `anchor` point lies on the cell's, as
    /// SwiftUI's `gridCellAnchor(_:)`; the row's and column's alignment do not apply to it.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        layoutValue(key: GridCellAnchorKey.self, value: anchor)
    }

    /// Keeps this cell from sizing its column (`.horizontal`) or row (`.vertical`), as
    /// SwiftUI's `gridCellUnsizedAxes(_:)`: it takes the size the other cells give it. An
    /// empty cell is `Color.clear.gridCellUnsizedAxes([.horizontal, .vertical])`.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
    }
}

/// How many columns a cell spans.
struct GridCellColumnsKey: LayoutValueKey {
    static let defaultValue = 1
}

/// A column's horizontal alignment, set on one of its cells.
struct GridColumnAlignmentKey: LayoutValueKey {
    static let defaultValue: HorizontalAlignment? = nil
}

/// Where a view sits in its cell, overriding the alignments.
struct GridCellAnchorKey: LayoutValueKey {
    static let defaultValue: UnitPoint? = nil
}

/// The axes along which a cell does not size its column or row.
struct GridCellUnsizedAxesKey: LayoutValueKey {
    static let defaultValue: Axis.Set = []
}

/// `gridCellColumns(_:)`: records the span, 1 for a count below 1 (reported).
struct GridCellColumnsModifier: ViewModifier, PrimitiveModifier {
    let count: Int

    func body(content: Content) -> Never { primitiveBody() }

    func resolve(in context: ResolveScope, content: (ResolveScope) -> [ViewNode]) -> [ViewNode] {
        var span = count
        if span < 1 {
            context.report(Diagnostic(.invalidValue, "gridCellColumns(\(count)) spans fewer than one column; the cell spans 1. Pass 1 or more."))
            span = 1
        }
        return content(context).map { node in
            var node = node
            node.layoutValues[GridCellColumnsKey.self] = span
            return node
        }
    }
}
