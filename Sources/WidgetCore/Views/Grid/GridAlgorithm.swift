import Foundation

/// How a ``GridLayout`` sizes its columns and rows and places its cells (the Layout
/// Algorithm article, "Grid").
///
/// Columns, with a width proposed: each column's minimum and maximum are its one-column
/// cells' widest answers to 0 and ∞; the columns, least flexible first, are each offered an
/// equal share of the width left after the gaps and take their widest cell's answer to it.
/// Then each cell spanning several columns (a view outside a ``GridRow`` spans them all) is
/// offered its columns' width plus whatever the grid leaves of its proposal; what it takes
/// beyond its columns is shared equally among them, so a `Divider` row widens the grid to its
/// proposal. With no width proposed every cell is asked its ideal width. Rows do the same
/// with heights, each cell proposed its columns' width; a row is as tall as its cells once
/// their guides are lined up. Cells with `gridCellUnsizedAxes` on an axis take no part in
/// that axis and are given the cell's size.
struct GridAlgorithm {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?

    /// The sizing of a grid for one proposal.
    struct Plan {
        var size: CGSize
        var columnWidths: [CGFloat]
        var columnOffsets: [CGFloat]
        var columnGaps: [CGFloat]
        var rowHeights: [CGFloat]
        var rowOffsets: [CGFloat]
    }

    /// The structure (fixed for a box's subviews) and the plans per proposal.
    final class Cache {
        var structure: GridStructure?
        var plans: [ProposedViewSize: Plan] = [:]
    }

    func structure(_ subviews: LayoutSubviews, _ cache: Cache) -> GridStructure {
        if let s = cache.structure { return s }
        let s = GridStructure(subviews)
        cache.structure = s
        return s
    }

    func plan(_ p: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: Cache) -> Plan {
        if let cached = cache.plans[p] { return cached }
        let plan = makePlan(p, subviews, structure(subviews, cache))
        cache.plans[p] = plan
        return plan
    }

    func place(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: Cache) {
        let s = structure(subviews, cache)
        let plan = plan(proposal, subviews, cache)
        var placed = [Bool](repeating: false, count: subviews.count)
        let lines = s.rows.indices.map { baselineLine(of: $0, s, plan, subviews) }
        for cell in s.cells {
            let size = CGSize(width: width(of: cell, plan), height: plan.rowHeights[cell.row])
            let proposal = ProposedViewSize(size)
            let d = subviews[cell.subview].dimensions(in: proposal)
            var offset: CGPoint
            if let anchor = cell.anchor {
                offset = CGPoint(x: anchor.x * (size.width - d.width), y: anchor.y * (size.height - d.height))
            } else {
                let container = ViewDimensions(size: size)
                let horizontal = horizontalAlignment(of: cell, s)
                let vertical = verticalAlignment(of: cell.row, s)
                let line = lines[cell.row] ?? container[vertical]
                offset = CGPoint(x: container[horizontal] - d[horizontal], y: line - d[vertical])
            }
            placed[cell.subview] = true
            subviews[cell.subview].place(
                at: CGPoint(x: bounds.minX + plan.columnOffsets[cell.column] + offset.x, y: bounds.minY + plan.rowOffsets[cell.row] + offset.y),
                proposal: proposal)
        }
        // Cells past the column limit (reported): nothing, where the grid starts.
        for index in subviews.indices where !placed[index] {
            subviews[index].place(at: bounds.origin, proposal: .zero)
        }
    }

    private func makePlan(_ p: ProposedViewSize, _ subviews: LayoutSubviews, _ s: GridStructure) -> Plan {
        guard !s.cells.isEmpty else {
            return Plan(size: .zero, columnWidths: [0], columnOffsets: [0], columnGaps: [], rowHeights: [], rowOffsets: [])
        }
        let columnGaps = self.columnGaps(s, subviews)
        let widths = columnWidths(p.width, gaps: columnGaps, s, subviews)
        var plan = Plan(size: .zero, columnWidths: widths, columnOffsets: GridAlgorithm.offsets(widths, columnGaps), columnGaps: columnGaps, rowHeights: [], rowOffsets: [])
        let rowGaps = self.rowGaps(s, subviews)
        plan.rowHeights = rowHeights(p.height, gaps: rowGaps, plan, s, subviews)
        plan.rowOffsets = GridAlgorithm.offsets(plan.rowHeights, rowGaps)
        plan.size = CGSize(width: widths.reduce(0, +) + columnGaps.reduce(0, +), height: plan.rowHeights.reduce(0, +) + rowGaps.reduce(0, +))
        return plan
    }

    /// Where each track starts: the tracks before it and their gaps.
    static func offsets(_ lengths: [CGFloat], _ gaps: [CGFloat]) -> [CGFloat] {
        var offsets: [CGFloat] = []
        var cursor: CGFloat = 0
        for (i, length) in lengths.enumerated() {
            offsets.append(cursor)
            cursor += length + (i < gaps.count ? gaps[i] : 0)
        }
        return offsets
    }

    /// The width of a cell: its columns and the gaps between them.
    func width(of cell: GridStructure.Cell, _ plan: Plan) -> CGFloat {
        let columns = cell.columns
        return plan.columnWidths[columns].reduce(0, +) + plan.columnGaps[columns.lowerBound..<(columns.upperBound - 1)].reduce(0, +)
    }

    func horizontalAlignment(of cell: GridStructure.Cell, _ s: GridStructure) -> HorizontalAlignment {
        if cell.span > 1 || s.rows[cell.row].spansGrid { return cell.columnAlignment ?? alignment.horizontal }
        return s.columnAlignments[cell.column] ?? alignment.horizontal
    }

    func verticalAlignment(of row: Int, _ s: GridStructure) -> VerticalAlignment {
        s.rows[row].alignment ?? alignment.vertical
    }

    /// Where a row lined up on a text baseline (or another guide that is not an edge or the
    /// centre) puts that guide: its lowest cell's. `nil` for the edge and centre guides, which
    /// align in the row as in a frame.
    private func baselineLine(of row: Int, _ s: GridStructure, _ plan: Plan, _ subviews: LayoutSubviews) -> CGFloat? {
        let guide = verticalAlignment(of: row, s)
        guard !guide.key.isEdgeOrCenter else { return nil }
        let height = plan.rowHeights[row]
        let guides = s.rows[row].cells.map { s.cells[$0] }.filter { $0.anchor == nil && !$0.unsizedAxes.contains(.vertical) }.map { cell in
            subviews[cell.subview].dimensions(in: ProposedViewSize(width: width(of: cell, plan), height: height))[guide]
        }
        return guides.max()
    }
}
