import Foundation

extension ChartPlanner {
    /// The items of a bar, rectangle, point or rule mark (lines and areas are joined per series
    /// by ``joinedSeries(_:marks:x:y:stacks:styles:)``).
    func items(of mark: ChartMark, index: Int, x: ChartScale, y: ChartScale, stacks: ChartStacks, styles: [(String, AnyShapeStyle)]) -> [ChartPlotItem] {
        let style = style(of: mark, styles)
        switch mark.kind {
        case .bar, .rectangle:
            guard let (xs, ys) = spans(of: mark, index: index, x: x, y: y, stacks: stacks) else { return [] }
            return [ChartPlotItem(geometry: .rectangle(x: xs, y: ys, cornerRadius: mark.cornerRadius ?? 0), style: style, opacity: mark.opacity)]
        case .point:
            let px = mark.x.flatMap { x.position($0.value) } ?? 0.5
            let py = mark.y.flatMap { y.position($0.value) } ?? 0.5
            let area = mark.symbolSize ?? ChartStyleConstants.symbolArea
            return [ChartPlotItem(geometry: .symbol(CGPoint(x: px, y: py), mark.symbol ?? .circle, area: area), style: style, opacity: mark.opacity)]
        case .rule:
            guard let (from, to) = ruleEnds(of: mark, x: x, y: y) else { return [] }
            return [ChartPlotItem(geometry: .rule(from: from, to: to, outside: .zero), style: style, stroke: mark.lineStyle ?? StrokeStyle(lineWidth: 1), opacity: mark.opacity)]
        case .line, .area, .sector:
            return []
        }
    }

    /// A bar's or rectangle's extent across and along the plot.
    func spans(of mark: ChartMark, index: Int, x: ChartScale, y: ChartScale, stacks: ChartStacks) -> (ChartSpan, ChartSpan)? {
        if mark.kind == .bar, let (start, end) = stacks.extents[index] {
            let vertical = ChartStacks.valueAxis(of: mark) == .vertical
            let valueScale = vertical ? y : x
            let along = ChartSpan.fraction(valueScale.position(ofNumber: start), valueScale.position(ofNumber: end))
            let placeChannel = vertical ? mark.x : mark.y
            guard let across = span(placeChannel, nil, nil, scale: vertical ? x : y, dimension: vertical ? mark.width : mark.height) else { return nil }
            return vertical ? (across, along) : (along, across)
        }
        guard let xs = span(mark.x, mark.xStart, mark.xEnd, scale: x, dimension: mark.width), let ys = span(mark.y, mark.yStart, mark.yEnd, scale: y, dimension: mark.height) else { return nil }
        return (xs, ys)
    }

    /// The extent of a value (its band, or `dimension` around it), of a start and an end, or of
    /// the whole plot when the mark gives none.
    private func span(_ value: ChartChannel?, _ start: ChartChannel?, _ end: ChartChannel?, scale: ChartScale, dimension: MarkDimension) -> ChartSpan? {
        if let start, let end {
            guard let s = scale.position(start.value), let e = scale.position(end.value) else { return nil }
            return .fraction(s, e)
        }
        guard let value else { return .fraction(0, 1) }
        guard let centre = scale.position(value.value) else { return nil }
        if let band = scale.band(value, calendar: calendar) {
            let width = band.upperBound - band.lowerBound
            switch dimension.finite {
            case .automatic: return .fraction(band.lowerBound + width * (1 - ChartStyleConstants.barBandRatio) / 2, band.upperBound - width * (1 - ChartStyleConstants.barBandRatio) / 2)
            case .ratio(let r): return .fraction(band.lowerBound + width * (1 - r) / 2, band.upperBound - width * (1 - r) / 2)
            case .fixed(let points): return .points(centre: (band.lowerBound + band.upperBound) / 2, width: points)
            case .inset(let points): return .inset(band.lowerBound, band.upperBound, points: points)
            }
        }
        switch dimension.finite {
        case .fixed(let points): return .points(centre: centre, width: points)
        default: return .points(centre: centre, width: ChartStyleConstants.barNumericWidth)
        }
    }

    private func ruleEnds(of mark: ChartMark, x: ChartScale, y: ChartScale) -> (CGPoint, CGPoint)? {
        if let yValue = mark.y, mark.x == nil {
            guard let py = y.position(yValue.value) else { return nil }
            let xs = mark.xStart.flatMap { x.position($0.value) } ?? 0
            let xe = mark.xEnd.flatMap { x.position($0.value) } ?? 1
            return (CGPoint(x: xs, y: py), CGPoint(x: xe, y: py))
        }
        if let xValue = mark.x {
            guard let px = x.position(xValue.value) else { return nil }
            let ys = mark.yStart.flatMap { y.position($0.value) } ?? 0
            let ye = mark.yEnd.flatMap { y.position($0.value) } ?? 1
            return (CGPoint(x: px, y: ys), CGPoint(x: px, y: ye))
        }
        return nil
    }

    /// Every item in drawing order: areas, bars and rectangles, the lines of each series
    /// (joining their marks' points in order), rules, then points.
    func joinedSeries(_ items: [ChartPlotItem], marks: [ChartMark], x: ChartScale, y: ChartScale, stacks: ChartStacks, styles: [(String, AnyShapeStyle)]) -> [ChartPlotItem] {
        var areas: [ChartPlotItem] = []
        var lines: [ChartPlotItem] = []
        var symbols: [ChartPlotItem] = []
        for kind in [ChartMark.Kind.area, .line] {
            var order: [String] = []
            var groups: [String: [Int]] = [:]
            for (index, mark) in marks.enumerated() where mark.kind == kind {
                let key = mark.seriesKey ?? ""
                if groups[key] == nil { order.append(key) }
                groups[key, default: []].append(index)
            }
            for key in order {
                let members = groups[key] ?? []
                guard let first = members.first.map({ marks[$0] }) else { continue }
                let style = style(of: first, styles)
                let interpolation = first.interpolation ?? .linear
                if kind == .line {
                    let points = members.compactMap { i -> CGPoint? in
                        guard let px = marks[i].x.flatMap({ x.position($0.value) }), let py = marks[i].y.flatMap({ y.position($0.value) }) else { return nil }
                        return CGPoint(x: px, y: py)
                    }
                    let stroke = first.lineStyle ?? StrokeStyle(lineWidth: ChartStyleConstants.lineWidth, lineCap: .round, lineJoin: .round)
                    lines.append(ChartPlotItem(geometry: .line(points, interpolation), style: style, stroke: stroke, opacity: first.opacity))
                    if let symbol = first.symbol {
                        symbols += points.map { ChartPlotItem(geometry: .symbol($0, symbol, area: first.symbolSize ?? ChartStyleConstants.symbolArea), style: style, opacity: first.opacity) }
                    }
                } else {
                    var top: [CGPoint] = []
                    var bottom: [CGPoint] = []
                    for i in members {
                        guard let (s, e) = stacks.extents[i], let px = marks[i].x.flatMap({ x.position($0.value) }) else { continue }
                        top.append(CGPoint(x: px, y: y.position(ofNumber: e)))
                        bottom.append(CGPoint(x: px, y: y.position(ofNumber: s)))
                    }
                    areas.append(ChartPlotItem(geometry: .area(top: top, bottom: bottom, interpolation), style: style, opacity: first.opacity))
                }
            }
        }
        let rectangles = items.filter { if case .rectangle = $0.geometry { return true } else { return false } }
        let rules = items.filter { if case .rule = $0.geometry { return true } else { return false } }
        let points = items.filter { if case .symbol = $0.geometry { return true } else { return false } }
        return areas + rectangles + lines + rules + points + symbols
    }

    /// A pie's sectors: each value's share of the positive total, clockwise from 12 o'clock.
    func sectors(_ marks: [ChartMark], _ styles: [(String, AnyShapeStyle)]) -> [ChartPlotItem] {
        let values = marks.map { max($0.angle?.value.continuous ?? 0, 0) }
        let total = values.reduce(0, +)
        guard total > 0 else {
            report(Diagnostic(.invalidValue, "Chart: the SectorMarks' angles add up to no positive total; nothing is drawn. Give the sectors positive values."))
            return []
        }
        var start = 0.0
        return zip(marks, values).map { mark, value in
            let end = start + value / total
            defer { start = end }
            return ChartPlotItem(geometry: .sector(start: start, end: end, inner: mark.innerRadius, outer: mark.outerRadius, inset: mark.angularInset), style: style(of: mark, styles), opacity: mark.opacity)
        }
    }

    /// The annotations of a mark, anchored on the part of the plot it covers.
    func annotations(of mark: ChartMark, index: Int, x: ChartScale, y: ChartScale, stacks: ChartStacks) -> [ChartAnnotationPlacement] {
        guard !mark.annotations.isEmpty else { return [] }
        var anchor: CGRect?
        switch mark.kind {
        case .bar, .rectangle:
            if let (xs, ys) = spans(of: mark, index: index, x: x, y: y, stacks: stacks) {
                let (x0, x1) = ChartPlanner.fractions(xs)
                let (y0, y1) = ChartPlanner.fractions(ys)
                anchor = CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
            }
        case .area:
            if let (_, e) = stacks.extents[index], let px = mark.x.flatMap({ x.position($0.value) }) { anchor = CGRect(x: px, y: y.position(ofNumber: e), width: 0, height: 0) }
        default:
            let px = mark.x.flatMap { x.position($0.value) } ?? 0.5
            let py = mark.y.flatMap { y.position($0.value) } ?? 0.5
            anchor = CGRect(x: px, y: py, width: 0, height: 0)
        }
        guard let anchor else { return [] }
        return mark.annotations.map { ChartAnnotationPlacement(anchor: anchor, annotation: $0) }
    }

    /// A span's ends as fractions (a span in points: its centre, twice).
    static func fractions(_ span: ChartSpan) -> (CGFloat, CGFloat) {
        switch span {
        case .fraction(let a, let b), .inset(let a, let b, _): return (min(a, b), max(a, b))
        case .points(let centre, _): return (centre, centre)
        }
    }
}
