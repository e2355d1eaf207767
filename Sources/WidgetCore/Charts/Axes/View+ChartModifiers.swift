import Foundation

extension View {
    private func chartConfiguration(_ change: @escaping (inout ChartConfiguration) -> Void) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChanged { change(&$0.chartConfiguration) }
    }

    /// Sets the x scale's domain of the charts inside (a range of numbers or dates, an array
    /// of categories, or `.automatic(includesZero:)`).
    public func chartXScale<Domain: ScaleDomain>(domain: Domain) -> some View {
        chartConfiguration { $0.xDomain = domain._chartDomain.domain }
    }

    /// Sets the y scale's domain of the charts inside.
    public func chartYScale<Domain: ScaleDomain>(domain: Domain) -> some View {
        chartConfiguration { $0.yDomain = domain._chartDomain.domain }
    }

    /// Sets the x scale's domain and the part of the plot it spans (points from the leading
    /// edge, or `.plotDimension(padding:)`).
    public func chartXScale<Domain: ScaleDomain, Range: PositionScaleRange>(domain: Domain, range: Range) -> some View {
        chartConfiguration {
            $0.xDomain = domain._chartDomain.domain
            $0.ranges.x = range._scaleRange
        }
    }

    /// Sets the y scale's domain and the part of the plot it spans (points up from the
    /// bottom edge, or `.plotDimension(padding:)`).
    public func chartYScale<Domain: ScaleDomain, Range: PositionScaleRange>(domain: Domain, range: Range) -> some View {
        chartConfiguration {
            $0.yDomain = domain._chartDomain.domain
            $0.ranges.y = range._scaleRange
        }
    }

    /// Sets the part of the plot the x scale spans, its domain inferred.
    public func chartXScale<Range: PositionScaleRange>(range: Range) -> some View {
        chartConfiguration { $0.ranges.x = range._scaleRange }
    }

    /// Sets the part of the plot the y scale spans, its domain inferred.
    public func chartYScale<Range: PositionScaleRange>(range: Range) -> some View {
        chartConfiguration { $0.ranges.y = range._scaleRange }
    }

    /// Shows or hides the x axis of the charts inside.
    public func chartXAxis(_ visibility: Visibility) -> some View {
        chartConfiguration { $0.xAxis.visibility = visibility }
    }

    /// Shows or hides the y axis of the charts inside.
    public func chartYAxis(_ visibility: Visibility) -> some View {
        chartConfiguration { $0.yAxis.visibility = visibility }
    }

    /// Draws the x axis with `content`'s ``AxisMarks``.
    public func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        let marks = ChartConfiguration.axisMarks(content())
        return chartConfiguration { $0.xAxis.marks = marks }
    }

    /// Draws the y axis with `content`'s ``AxisMarks``.
    public func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        let marks = ChartConfiguration.axisMarks(content())
        return chartConfiguration { $0.yAxis.marks = marks }
    }

    /// Shows or hides the legend of the charts inside.
    public func chartLegend(_ visibility: Visibility) -> some View {
        chartConfiguration { $0.legend = visibility }
    }

    /// Places the legend (`.top` above the chart; anything else below it).
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartConfiguration {
            $0.legend = .visible
            $0.legendPosition = position
        }
    }

    /// Gives each category of `foregroundStyle(by:)` its style, in this order.
    public func chartForegroundStyleScale<S: ShapeStyle>(_ mapping: KeyValuePairs<String, S>) -> some View {
        let pairs = mapping.map { ($0.key, AnyShapeStyle($0.value)) }
        return chartConfiguration { $0.styleScale = pairs }
    }

    /// Gives each category of `foregroundStyle(by:)` its style, the categories in their
    /// sorted order.
    public func chartForegroundStyleScale<S: ShapeStyle>(_ mapping: [String: S]) -> some View {
        let pairs = mapping.sorted { $0.key < $1.key }.map { ($0.key, AnyShapeStyle($0.value)) }
        return chartConfiguration { $0.styleScale = pairs }
    }

    /// Gives the categories in `domain` the styles in `range`, in order (cycling through
    /// `range`).
    public func chartForegroundStyleScale<S: ShapeStyle>(domain: [String], range: [S]) -> some View {
        let pairs = range.isEmpty ? [] : domain.enumerated().map { ($0.element, AnyShapeStyle(range[$0.offset % range.count])) }
        return chartConfiguration { $0.styleScale = pairs }
    }

    /// Styles the plot area (a background, a border, a frame) with `content`, given the plot.
    public func chartPlotStyle<Content: View>(content: @escaping (ChartPlotContent) -> Content) -> some View {
        chartConfiguration { $0.plotStyle = { AnyView(content(ChartPlotContent(plot: $0))) } }
    }

    /// Labels the x axis with `label`. Not drawn yet (reported).
    public func chartXAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartConfiguration { $0.unsupported.append("chartXAxisLabel") }
    }

    /// Labels the y axis with `label`. Not drawn yet (reported).
    public func chartYAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartConfiguration { $0.unsupported.append("chartYAxisLabel") }
    }
}

extension ChartConfiguration {
    /// The ``AxisMarks`` of an axis's content.
    static func axisMarks<C: AxisContent>(_ content: C) -> [AxisMarksSpec] {
        var parts = _AxisParts()
        C._collectAxisParts(content, into: &parts)
        return parts.parts.compactMap { if case .marks(let spec) = $0 { return spec } else { return nil } }
    }
}

/// The plot area of a chart, as Swift Charts' `ChartPlotContent`: what `chartPlotStyle`'s
/// closure is given to decorate.
public struct ChartPlotContent: View {
    let plot: AnyView

    /// The plot.
    public var body: some View { plot }
}
