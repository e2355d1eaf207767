import Foundation

/// The rows, columns and cells of a ``GridLayout``, read from its subviews' layout values.
///
/// Consecutive subviews of one ``GridRow`` form a row and take its columns in order, each as
/// many as its `gridCellColumns(_:)`; a subview outside a row is a row of its own spanning
/// every column. The grid has as many columns as its widest row (at least 1).
struct GridStructure {
    /// One cell: a subview and the columns it covers.
    struct Cell {
        let subview: Int
        let row: Int
        let column: Int
        var span: Int
        let unsizedAxes: Axis.Set
        let anchor: UnitPoint?
        let columnAlignment: HorizontalAlignment?

        var columns: Range<Int> { column..<(column + span) }
    }

    /// One row: its cells and how they line up vertically.
    struct Row {
        var cells: [Int] = []
        let alignment: VerticalAlignment?
        let spansGrid: Bool
    }

    /// The widest grid laid out; wider rows are cut to it (reported).
    static let maximumColumns = 1_000

    private(set) var cells: [Cell] = []
    private(set) var rows: [Row] = []
    private(set) var columnCount = 1
    /// Each column's `gridColumnAlignment(_:)`, from its topmost cell that sets one.
    private(set) var columnAlignments: [HorizontalAlignment?] = []

    init(_ subviews: LayoutSubviews) {
        var current: GridRowMembership.Row?
        var nextColumn = 0
        var widest = 0
        for index in subviews.indices {
            let subview = subviews[index]
            let membership = subview[GridRowMembership.self]
            if membership == nil || membership !== current {
                rows.append(Row(alignment: membership?.alignment, spansGrid: membership == nil))
                current = membership
                nextColumn = 0
            }
            let r = rows.count - 1
            var span = max(subview[GridCellColumnsKey.self], 1)
            if nextColumn + span > GridStructure.maximumColumns {
                span = max(GridStructure.maximumColumns - nextColumn, 0)
                subview.box.report(Diagnostic(.limitExceeded, "a Grid row is wider than \(GridStructure.maximumColumns) columns; the cells past it are not laid out. Use fewer columns or gridCellColumns spans."))
                guard span > 0 else { continue }
            }
            cells.append(
                Cell(
                    subview: index, row: r, column: nextColumn, span: span, unsizedAxes: subview[GridCellUnsizedAxesKey.self],
                    anchor: subview[GridCellAnchorKey.self], columnAlignment: subview[GridColumnAlignmentKey.self]))
            rows[r].cells.append(cells.count - 1)
            nextColumn += span
            if membership != nil { widest = max(widest, nextColumn) }
        }
        columnCount = max(widest, 1)
        columnAlignments = Array(repeating: nil, count: columnCount)
        for i in cells.indices {
            if rows[cells[i].row].spansGrid {
                cells[i].span = columnCount
            } else if cells[i].span == 1, columnAlignments[cells[i].column] == nil {
                columnAlignments[cells[i].column] = cells[i].columnAlignment
            }
        }
    }
}
