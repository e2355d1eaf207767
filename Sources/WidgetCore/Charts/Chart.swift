import Foundation

/// A chart, as Swift Charts' `Chart`: marks (``LineMark``, ``BarMark``, ``AreaMark``,
/// ``PointMark``, ``RuleMark``, ``RectangleMark``, ``SectorMark``) over scales inferred from
/// their values, with axes, grid lines and a legend (the Charts article).
///
/// ```swift
/// Chart(entry.hours) { hour in
///     LineMark(x: .value("Hour", hour.date), y: .value("°C", hour.temperature))
///         .interpolationMethod(.monotone)
/// }
/// .chartYScale(domain: .automatic(includesZero: false))
/// ```
///
/// The chart takes the space it is offered. Its marks are shapes: they take part in the
/// accented and vibrant modes as any shape does (`widgetAccentable()` on the chart puts it in
/// the accent group).
public struct Chart<Content: ChartContent>: View {
    let content: Content
    @Environment(\.chartConfiguration) private var configuration
    @Environment(\.locale) private var locale
    @Environment(\.timeZone) private var timeZone

    /// A chart of `content`'s marks.
    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    /// A chart of the marks `content` makes for each element of `data`.
    public init<Data: RandomAccessCollection, C: ChartContent>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C) where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.content = ForEach(data, content: content)
    }

    /// A chart of the marks `content` makes for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C) where Content == ForEach<Data, ID, C> {
        self.content = ForEach(data, id: id, content: content)
    }

    /// The plot, axes and legend of the marks.
    public var body: some View {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.locale = locale
        let collected = _ChartMarks.collected(content)
        let marks = collected.marks
        if collected.unbuiltElements > 0 {
            DiagnosticSink.reportToCurrent(
                Diagnostic(
                    .limitExceeded,
                    "Chart: the data's last \(collected.unbuiltElements) elements were not built: the chart already had more than \(ChartStyleConstants.maximumMarks) marks. A widget shows little: aggregate the data (hourly rather than per minute)."))
        }
        if marks.isEmpty {
            DiagnosticSink.reportToCurrent(Diagnostic(.invalidValue, "Chart has no marks (its data is empty): only its frame is drawn. Show a placeholder when there is no data."))
        }
        for name in configuration.unsupported {
            DiagnosticSink.reportToCurrent(Diagnostic(.unsupported, "Chart: \(name) is not drawn yet; the chart is drawn without it."))
        }
        let plan = ChartPlanner(configuration: configuration, calendar: calendar, locale: locale, report: DiagnosticSink.reportToCurrent).plan(marks)
        return ChartBody(plan: plan, configuration: configuration)
    }
}

/// The views of a worked-out chart, arranged by ``ChartLayout``.
struct ChartBody: View {
    let plan: ChartPlan
    let configuration: ChartConfiguration

    var body: some View {
        ChartLayout(plan) {
            plot
            ForEach(plan.yLabels.indices, id: \.self) { plan.yLabels[$0].view }
            ForEach(plan.xLabels.indices, id: \.self) { plan.xLabels[$0].view }
            if !plan.legend.isEmpty { legend }
            ForEach(plan.annotations.indices, id: \.self) { plan.annotations[$0].annotation.view }
        }
    }

    private var plot: AnyView {
        let items = plan.guides + plan.items
        let (plan, configuration) = (self.plan, self.configuration)
        let layers = ZStack {
            if let background = configuration.background {
                GeometryReader { background(ChartProxy(xScale: plan.xScale, yScale: plan.yScale, plotSize: $0.size, ranges: plan.ranges)) }
            }
            ForEach(items.indices, id: \.self) { ChartBody.view(of: items[$0], plan.ranges) }
            if let overlay = configuration.overlay {
                GeometryReader { overlay(ChartProxy(xScale: plan.xScale, yScale: plan.yScale, plotSize: $0.size, ranges: plan.ranges)) }
            }
        }
        return configuration.plotStyle?(AnyView(layers)) ?? AnyView(layers)
    }

    static func view(of item: ChartPlotItem, _ ranges: ChartRanges) -> AnyView {
        let shape = ChartItemShape(geometry: item.geometry, ranges: ranges)
        if let stroke = item.stroke { return AnyView(shape.stroke(item.style, style: stroke).opacity(item.opacity)) }
        return AnyView(shape.fill(item.style).opacity(item.opacity))
    }

    private var legend: some View {
        HStack(spacing: ChartStyleConstants.legendSpacing) {
            ForEach(plan.legend.indices, id: \.self) { i in
                HStack(spacing: 4) {
                    Circle().fill(plan.legend[i].style).frame(width: ChartStyleConstants.legendSymbolSize, height: ChartStyleConstants.legendSymbolSize)
                    Text(verbatim: plan.legend[i].name).font(.caption2).foregroundStyle(.secondary).lineLimit(1)
                }
            }
        }
    }
}
