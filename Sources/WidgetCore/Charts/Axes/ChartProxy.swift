import Foundation

/// The positions of a chart's plot, as Swift Charts' `ChartProxy`: what `chartOverlay` and
/// `chartBackground` give their content, to place views at data values.
///
/// Positions are in points from the plot area's top-leading corner, where the overlay (or
/// background) is placed: here the overlay covers the plot area, not the whole chart, so
/// `proxy.position(forX:)` can be used as an offset directly (**Choice**: anchors such as
/// `plotAreaFrame` are not available).
///
/// ```swift
/// .chartOverlay { proxy in
///     Rectangle().fill(.red).frame(width: 1).offset(x: proxy.position(forX: now) ?? 0)
/// }
/// ```
public struct ChartProxy {
    let xScale: ChartScale?
    let yScale: ChartScale?
    /// The plot area's size, in points.
    public let plotSize: CGSize
    var ranges = ChartRanges()

    /// The part of the plot the scales span.
    private var inner: CGRect { ranges.inner(CGRect(origin: .zero, size: plotSize)) }

    /// The plot area's size, in points (the iOS 16 name).
    public var plotAreaSize: CGSize { plotSize }

    /// Where `value` lies across the plot, from its leading edge; `nil` off the x scale.
    public func position<P: Plottable>(forX value: P) -> CGFloat? {
        xScale?.position(value.chartValue).map { inner.minX + $0 * inner.width }
    }

    /// Where `value` lies down the plot, from its top edge; `nil` off the y scale.
    public func position<P: Plottable>(forY value: P) -> CGFloat? {
        yScale?.position(value.chartValue).map { inner.maxY - $0 * inner.height }
    }

    /// The x value at `position` points from the plot's leading edge (a number, a date, or the
    /// category whose band holds it).
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? {
        guard let scale = xScale, inner.width > 0 else { return nil }
        return ChartProxy.value(scale, fraction: (position - inner.minX) / inner.width)
    }

    /// The y value at `position` points from the plot's top edge.
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? {
        guard let scale = yScale, inner.height > 0 else { return nil }
        return ChartProxy.value(scale, fraction: (inner.maxY - position) / inner.height)
    }

    private static func value<P: Plottable>(_ scale: ChartScale, fraction: CGFloat) -> P? {
        let value: _ChartValue
        switch scale.kind {
        case .category:
            guard !scale.categories.isEmpty, fraction.isFinite else { return nil }
            let index = min(max(Int(fraction * CGFloat(scale.categories.count)), 0), scale.categories.count - 1)
            value = scale.categories[index]._chartValue
        case .number:
            value = (scale.lower + Double(fraction) * (scale.upper - scale.lower))._chartValue
        case .date:
            value = Date(timeIntervalSinceReferenceDate: scale.lower + Double(fraction) * (scale.upper - scale.lower))._chartValue
        }
        return AxisValue.primitive(value, as: P.PrimitivePlottable.self).flatMap { P(primitivePlottable: $0) }
    }
}

extension View {
    /// Draws `content` over the plot area of the charts inside, given the chart's positions.
    public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChanged { $0.chartConfiguration.overlay = { AnyView(content($0)) } }
    }

    /// Draws `content` under the marks of the charts inside, over their plot area.
    public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChanged { $0.chartConfiguration.background = { AnyView(content($0)) } }
    }
}
