import Foundation

extension GridAlgorithm {
    /// The gaps between columns: the grid's spacing, or per gap the largest spacing any two
    /// cells side by side across it prefer (8 pt where no cells meet).
    func columnGaps(_ s: GridStructure, _ subviews: LayoutSubviews) -> [CGFloat] {
        let count = s.columnCount - 1
        if let horizontalSpacing { return Array(repeating: horizontalSpacing, count: count) }
        var gaps = [CGFloat?](repeating: nil, count: count)
        for row in s.rows where !row.spansGrid {
            for (a, b) in zip(row.cells, row.cells.dropFirst()) {
                let left = s.cells[a]
                let right = s.cells[b]
                let gap = subviews[left.subview].spacing.distance(to: subviews[right.subview].spacing, along: .horizontal)
                gaps[right.column - 1] = max(gaps[right.column - 1] ?? gap, gap)
            }
        }
        return gaps.map { $0 ?? ViewSpacing.standardSpacing }
    }

    /// The gaps between rows: the grid's spacing, or per gap the largest spacing any two cells
    /// one above the other across it prefer (8 pt where no cells meet).
    func rowGaps(_ s: GridStructure, _ subviews: LayoutSubviews) -> [CGFloat] {
        let count = max(s.rows.count - 1, 0)
        if let verticalSpacing { return Array(repeating: verticalSpacing, count: count) }
        return (0..<count).map { r in
            // The cells of both rows are in column order: walk them together.
            let upper = s.rows[r].cells.map { s.cells[$0] }
            let lower = s.rows[r + 1].cells.map { s.cells[$0] }
            var gap: CGFloat?
            var i = 0
            var j = 0
            while i < upper.count, j < lower.count {
                let a = upper[i]
                let b = lower[j]
                if a.columns.overlaps(b.columns) {
                    let d = subviews[a.subview].spacing.distance(to: subviews[b.subview].spacing, along: .vertical)
                    gap = max(gap ?? d, d)
                }
                if a.columns.upperBound <= b.columns.upperBound { i += 1 } else { j += 1 }
            }
            return gap ?? ViewSpacing.standardSpacing
        }
    }

    /// The column widths for a proposed width `proposed` (see the type's rules).
    func columnWidths(_ proposed: CGFloat?, gaps: [CGFloat], _ s: GridStructure, _ subviews: LayoutSubviews) -> [CGFloat] {
        var single = [[Int]](repeating: [], count: s.columnCount)
        for cell in s.cells where cell.span == 1 && !s.rows[cell.row].spansGrid && !cell.unsizedAxes.contains(.horizontal) {
            single[cell.column].append(cell.subview)
        }
        func widest(_ column: Int, _ width: CGFloat?) -> CGFloat {
            single[column].map { subviews[$0].sizeThatFits(ProposedViewSize(width: width, height: nil)).width }.max() ?? 0
        }
        let gapTotal = gaps.reduce(0, +)
        var widths = GridAlgorithm.distribute(proposed.map { $0 - gapTotal }, count: s.columnCount, measure: widest)
        for cell in s.cells where (cell.span > 1 || s.rows[cell.row].spansGrid) && !cell.unsizedAxes.contains(.horizontal) {
            let columns = cell.columns
            let current = widths[columns].reduce(0, +) + gaps[columns.lowerBound..<(columns.upperBound - 1)].reduce(0, +)
            let total = widths.reduce(0, +) + gapTotal
            let offer = proposed.map { p in p.isFinite && total.isFinite ? current + max(p - total, 0) : p }
            let need = subviews[cell.subview].sizeThatFits(ProposedViewSize(width: offer, height: nil)).width
            guard need > current else { continue }
            let extra = need.isFinite ? (need - current) / CGFloat(cell.span) : .infinity
            for c in columns { widths[c] += extra }
        }
        return widths
    }

    /// The row heights for a proposed height `proposed`, each cell proposed its columns' width.
    func rowHeights(_ proposed: CGFloat?, gaps: [CGFloat], _ plan: Plan, _ s: GridStructure, _ subviews: LayoutSubviews) -> [CGFloat] {
        func tallest(_ r: Int, _ height: CGFloat?) -> CGFloat {
            let guide = verticalAlignment(of: r, s)
            var maxGuide = -CGFloat.infinity
            var measured: [(guide: CGFloat, height: CGFloat)] = []
            var extent: CGFloat = 0
            for index in s.rows[r].cells {
                let cell = s.cells[index]
                guard !cell.unsizedAxes.contains(.vertical) else { continue }
                let d = subviews[cell.subview].dimensions(in: ProposedViewSize(width: width(of: cell, plan), height: height))
                if cell.anchor != nil {
                    extent = max(extent, d.height)
                } else {
                    measured.append((d[guide], d.height))
                    maxGuide = max(maxGuide, d[guide])
                }
            }
            // Lined up on their guides, the cells reach from the highest top to the lowest bottom.
            for m in measured { extent = max(extent, maxGuide - m.guide + m.height) }
            return extent
        }
        let gapTotal = gaps.reduce(0, +)
        return GridAlgorithm.distribute(proposed.map { $0 - gapTotal }, count: s.rows.count, measure: tallest)
    }

    /// Shares `available` among `count` tracks as a stack shares among its children: each
    /// track's minimum and maximum are what `measure` answers to 0 and ∞; the least flexible
    /// first, each is offered an equal share of what is left and takes what `measure` answers.
    /// With `nil` available each track takes its answer to `nil`.
    static func distribute(_ available: CGFloat?, count: Int, measure: (Int, CGFloat?) -> CGFloat) -> [CGFloat] {
        guard let available else { return (0..<count).map { measure($0, nil) } }
        let mins = (0..<count).map { measure($0, 0) }
        let maxs = (0..<count).map { measure($0, .infinity) }
        let flex = zip(mins, maxs).map { $1 - $0 }
        let order = (0..<count).sorted { a, b in
            if flex[a].isInfinite && flex[b].isInfinite, mins[a] != mins[b] { return mins[a] > mins[b] }
            if flex[a] != flex[b] { return flex[a] < flex[b] }
            return a < b
        }
        var lengths = [CGFloat](repeating: 0, count: count)
        var remaining = available
        for (k, track) in order.enumerated() {
            let share = remaining.isInfinite ? remaining : max(remaining / CGFloat(count - k), 0)
            lengths[track] = measure(track, share)
            if !remaining.isInfinite { remaining -= lengths[track] }
        }
        return lengths
    }
}
