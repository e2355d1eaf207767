import Foundation

/// Works out a ``ChartPlan`` from a chart's marks (the Charts article): checks the values,
/// stacks bars and areas, infers the scales, turns each mark into drawn items and the axes
/// into guides and labels. Problems are reported through `report`, naming the mark.
struct ChartPlanner {
    let configuration: ChartConfiguration
    let calendar: Calendar
    let locale: Locale
    let report: (Diagnostic) -> Void

    /// The default categorical palette, in order (Swift Charts' observed order).
    static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow]
    /// A mark's colour when nothing sets one.
    static let defaultStyle = AnyShapeStyle(Color.blue)

    func plan(_ marks: [ChartMark]) -> ChartPlan {
        var marks = checked(marks)
        var plan = ChartPlan()
        plan.ranges = configuration.ranges
        let styles = seriesStyles(marks)
        plan.legend = configuration.legend == .hidden ? [] : styles.filter { name, _ in marks.contains { $0.styleGroup?.value.label == name } }
        plan.legendOnTop = configuration.legendPosition.kind == .top
        if marks.contains(where: { $0.kind == .sector }) {
            if marks.contains(where: { $0.kind != .sector }) {
                report(Diagnostic(.unsupported, "Chart: SectorMark beside other marks draws the sectors alone; the other marks are left out. Put a pie in a Chart of its own."))
            }
            marks = marks.filter { $0.kind == .sector }
            plan.items = sectors(marks, styles)
            return plan
        }
        let stacks = ChartStacks(marks)
        plan.xScale = scale(.horizontal, marks, stacks)
        plan.yScale = scale(.vertical, marks, stacks)
        guard let x = plan.xScale, let y = plan.yScale else { return plan }
        for (index, mark) in marks.enumerated() {
            plan.items += items(of: mark, index: index, x: x, y: y, stacks: stacks, styles: styles)
            plan.annotations += annotations(of: mark, index: index, x: x, y: y, stacks: stacks)
        }
        plan.items = joinedSeries(plan.items, marks: marks, x: x, y: y, stacks: stacks, styles: styles)
        axes(into: &plan, x: x, y: y)
        return plan
    }

    /// Marks with usable values: the first 1,000, each value finite.
    private func checked(_ marks: [ChartMark]) -> [ChartMark] {
        var marks = marks
        if marks.count > ChartStyleConstants.maximumMarks {
            report(Diagnostic(.limitExceeded, "Chart: \(marks.count) marks; the first \(ChartStyleConstants.maximumMarks) are drawn. A widget shows little: aggregate the data (hourly rather than per minute)."))
            marks = Array(marks.prefix(ChartStyleConstants.maximumMarks))
        }
        for name in Set(marks.flatMap(\.unsupported)).sorted() {
            report(Diagnostic(.unsupported, "Chart: \(name) is not drawn yet; the marks are drawn without it."))
        }
        // A plain loop: the same filter written with nested closures crashes the 6.3 compiler's
        // release pipeline (CopyPropagation, "Found ownership error").
        var kept: [ChartMark] = []
        for mark in marks {
            if let bad = ChartPlanner.nonFinite(mark) {
                report(Diagnostic(.invalidValue, "Chart: a \(mark.kind.rawValue) has \(bad.label) = \(bad.value.label), not a finite number; the mark is left out. Filter out missing values before charting them."))
            } else {
                kept.append(mark)
            }
        }
        return kept
    }

    /// The first of `mark`'s values that is a number but not a finite one.
    static func nonFinite(_ mark: ChartMark) -> ChartChannel? {
        for case let channel? in [mark.x, mark.y, mark.xStart, mark.xEnd, mark.yStart, mark.yEnd, mark.angle] {
            if let v = channel.value.continuous, !v.isFinite { return channel }
        }
        return nil
    }

    /// Each `foregroundStyle(by:)` category's style: `chartForegroundStyleScale`'s, else the
    /// palette's next colour, in order of first appearance.
    func seriesStyles(_ marks: [ChartMark]) -> [(String, AnyShapeStyle)] {
        var styles = configuration.styleScale
        var seen = Set(styles.map(\.0))
        for mark in marks {
            guard let name = mark.styleGroup?.value.label, seen.insert(name).inserted else { continue }
            styles.append((name, AnyShapeStyle(ChartPlanner.palette[styles.count % ChartPlanner.palette.count])))
        }
        return styles
    }

    func style(of mark: ChartMark, _ styles: [(String, AnyShapeStyle)]) -> AnyShapeStyle {
        if let style = mark.style { return style }
        if let name = mark.styleGroup?.value.label, let pair = styles.first(where: { $0.0 == name }) { return pair.1 }
        return ChartPlanner.defaultStyle
    }
}
