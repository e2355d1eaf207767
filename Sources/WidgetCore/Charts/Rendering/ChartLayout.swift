import Foundation

/// Fits a ``ChartPlan`` to the chart's size: its subviews are the plot, the y labels, the x
/// labels, the legend (if any) and the annotations, in that order. The labels' space is
/// measured first and the plot takes what is left (the Charts article, "Layout"): y labels
/// after (or before) the plot, x labels below (or above) it, the legend below (or above) all.
struct ChartLayout: Layout {
    struct Label {
        var position: CGFloat
        var side: AxisMarkPosition
        var startsAtValue: Bool
    }

    let yLabels: [Label]
    let xLabels: [Label]
    let xTickLength: CGFloat
    let yTickLength: CGFloat
    let hasLegend: Bool
    let legendOnTop: Bool
    let annotations: [Annotation]
    let ranges: ChartRanges

    /// Where an annotation goes: the part of the plot its mark covers, the side, the gap.
    struct Annotation {
        var anchor: CGRect
        var position: AnnotationPosition
        var spacing: CGFloat
    }

    init(_ plan: ChartPlan) {
        yLabels = plan.yLabels.map { Label(position: $0.position, side: $0.side, startsAtValue: $0.startsAtValue) }
        xLabels = plan.xLabels.map { Label(position: $0.position, side: $0.side, startsAtValue: $0.startsAtValue) }
        xTickLength = plan.xTickLength
        yTickLength = plan.yTickLength
        hasLegend = !plan.legend.isEmpty
        legendOnTop = plan.legendOnTop
        ranges = plan.ranges
        annotations = plan.annotations.map { Annotation(anchor: $0.anchor, position: $0.annotation.position, spacing: $0.annotation.spacing) }
    }

    /// A chart takes the space it is offered; offered none, ``ChartStyleConstants/idealSize``.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: proposal.width ?? ChartStyleConstants.idealSize.width, height: proposal.height ?? ChartStyleConstants.idealSize.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let gap = ChartStyleConstants.labelSpacing
        let yRange = 1..<(1 + yLabels.count)
        let xRange = yRange.upperBound..<(yRange.upperBound + xLabels.count)
        let legendIndex = hasLegend ? xRange.upperBound : nil
        let annotationStart = xRange.upperBound + (hasLegend ? 1 : 0)
        let ySizes = yRange.map { subviews[$0].sizeThatFits(.unspecified) }
        let xSizes = xRange.map { subviews[$0].sizeThatFits(.unspecified) }
        func widest(_ side: AxisMarkPosition) -> CGFloat { zip(yLabels, ySizes).filter { $0.0.side == side }.map(\.1.width).max() ?? 0 }
        func tallest(_ side: AxisMarkPosition) -> CGFloat { zip(xLabels, xSizes).filter { $0.0.side == side }.map(\.1.height).max() ?? 0 }

        var plot = bounds
        var legendFrame = CGRect.zero
        if let legendIndex {
            let size = subviews[legendIndex].sizeThatFits(ProposedViewSize(width: bounds.width, height: nil))
            legendFrame = CGRect(x: bounds.minX, y: legendOnTop ? bounds.minY : bounds.maxY - size.height, width: min(size.width, bounds.width), height: size.height)
            plot.size.height -= size.height + ChartStyleConstants.legendSpacing
            if legendOnTop { plot.origin.y += size.height + ChartStyleConstants.legendSpacing }
        }
        let (leading, trailing) = (widest(.leading), widest(.trailing))
        if trailing > 0 { plot.size.width -= trailing + gap + yTickLength }
        if leading > 0 {
            plot.origin.x += leading + gap + yTickLength
            plot.size.width -= leading + gap + yTickLength
        }
        let (bottom, top) = (tallest(.bottom), tallest(.top))
        if bottom > 0 { plot.size.height -= bottom + gap + xTickLength }
        if top > 0 {
            plot.origin.y += top + gap + xTickLength
            plot.size.height -= top + gap + xTickLength
        }
        plot.size = CGSize(width: max(plot.width, 0), height: max(plot.height, 0))
        subviews[0].place(at: plot.origin, proposal: ProposedViewSize(plot.size))
        let scaled = ranges.inner(plot)

        var lastTop: [AxisMarkPosition: CGFloat] = [:]
        for (k, index) in yRange.enumerated() {
            let label = yLabels[k]
            let size = ySizes[k]
            let x = label.side == .leading ? plot.minX - yTickLength - gap - size.width : plot.maxX + yTickLength + gap
            let centre = scaled.maxY - label.position * scaled.height
            let y = min(max(centre - size.height / 2, bounds.minY), max(plot.maxY + size.height / 2, bounds.minY) - size.height)
            // Values go up the plot: a label that would overlap the one below it is left out.
            if let top = lastTop[label.side], y + size.height > top - 1 {
                hide(subviews[index], bounds)
                continue
            }
            lastTop[label.side] = y
            subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
        }
        var lastEnd: [AxisMarkPosition: CGFloat] = [:]
        for (k, index) in xRange.enumerated() {
            let label = xLabels[k]
            let size = xSizes[k]
            let at = scaled.minX + label.position * scaled.width
            var x = label.startsAtValue ? at + 2 : at - size.width / 2
            x = min(max(x, bounds.minX), bounds.maxX - size.width)
            let y = label.side == .top ? plot.minY - xTickLength - gap - size.height : plot.maxY + xTickLength + gap
            if let end = lastEnd[label.side], x < end + gap {
                hide(subviews[index], bounds)
                continue
            }
            lastEnd[label.side] = x + size.width
            subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
        }
        if let legendIndex {
            subviews[legendIndex].place(at: legendFrame.origin, proposal: ProposedViewSize(legendFrame.size))
        }
        for (k, placement) in annotations.enumerated() {
            place(subviews[annotationStart + k], placement, plot: scaled)
        }
    }

    /// Leaves a label out, as Swift Charts resolves label collisions: proposed no space and
    /// placed outside the chart, so nothing of it is drawn.
    private func hide(_ subview: LayoutSubview, _ bounds: CGRect) {
        subview.place(at: CGPoint(x: bounds.minX - 10_000, y: bounds.minY), proposal: .zero)
    }

    private func place(_ subview: LayoutSubview, _ placement: Annotation, plot: CGRect) {
        let a = placement.anchor
        let rect = CGRect(x: plot.minX + a.minX * plot.width, y: plot.maxY - a.maxY * plot.height, width: a.width * plot.width, height: a.height * plot.height)
        let s = placement.spacing
        let point: CGPoint
        let anchor: UnitPoint
        switch placement.position.kind {
        case .bottom: (point, anchor) = (CGPoint(x: rect.midX, y: rect.maxY + s), .top)
        case .leading: (point, anchor) = (CGPoint(x: rect.minX - s, y: rect.midY), .trailing)
        case .trailing: (point, anchor) = (CGPoint(x: rect.maxX + s, y: rect.midY), .leading)
        case .overlay: (point, anchor) = (CGPoint(x: rect.midX, y: rect.midY), .center)
        case .topLeading: (point, anchor) = (CGPoint(x: rect.minX - s, y: rect.minY - s), .bottomTrailing)
        case .topTrailing: (point, anchor) = (CGPoint(x: rect.maxX + s, y: rect.minY - s), .bottomLeading)
        case .bottomLeading: (point, anchor) = (CGPoint(x: rect.minX - s, y: rect.maxY + s), .topTrailing)
        case .bottomTrailing: (point, anchor) = (CGPoint(x: rect.maxX + s, y: rect.maxY + s), .topLeading)
        case .top, .automatic: (point, anchor) = (CGPoint(x: rect.midX, y: rect.minY - s), .bottom)
        }
        subview.place(at: point, anchor: anchor, proposal: .unspecified)
    }
}
