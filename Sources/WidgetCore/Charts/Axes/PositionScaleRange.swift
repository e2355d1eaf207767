import Foundation

/// The part of the plot a scale spans, as Swift Charts' `PositionScaleRange`: a range of
/// points from the plot's leading (bottom) edge, or the whole plot less padding.
///
/// ```swift
/// .chartXScale(domain: 0...23, range: .plotDimension(padding: 8))
/// ```
public protocol PositionScaleRange {
    /// The range as the chart uses it. Not API.
    var _scaleRange: _ChartScaleRange { get }
}

/// A scale's span along its axis of the plot. Not API: it must be public to be
/// ``PositionScaleRange``'s requirement.
public struct _ChartScaleRange: Sendable, Equatable {
    var startPadding: CGFloat = 0
    var endPadding: CGFloat = 0
    /// Points from the leading (bottom) edge, instead of the padded plot.
    var absolute: ClosedRange<CGFloat>?

    /// The span within a plot axis from `start` of `length` points: its start and length.
    func span(start: CGFloat, length: CGFloat) -> (start: CGFloat, length: CGFloat) {
        if let absolute, absolute.lowerBound.isFinite, absolute.upperBound.isFinite {
            return (start + absolute.lowerBound, absolute.upperBound - absolute.lowerBound)
        }
        let s = startPadding.isFinite ? startPadding : 0
        let e = endPadding.isFinite ? endPadding : 0
        return (start + s, max(length - s - e, 0))
    }
}

extension ClosedRange: PositionScaleRange where Bound == CGFloat {
    /// These points from the plot's leading (for y: bottom) edge.
    public var _scaleRange: _ChartScaleRange { _ChartScaleRange(absolute: self) }
}

/// The whole plot less padding at each end, as Swift Charts' `.plotDimension(…)`.
public struct PlotDimensionScaleRange: PositionScaleRange {
    let range: _ChartScaleRange
    /// The padded span.
    public var _scaleRange: _ChartScaleRange { range }
}

extension PositionScaleRange where Self == PlotDimensionScaleRange {
    /// The whole plot less `padding` points at each end.
    public static func plotDimension(padding: CGFloat = 0) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(range: _ChartScaleRange(startPadding: padding, endPadding: padding))
    }

    /// The whole plot less `startPadding` and `endPadding` points.
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(range: _ChartScaleRange(startPadding: startPadding, endPadding: endPadding))
    }
}

/// Both scales' spans: how plot fractions become points in a plot rectangle.
struct ChartRanges: Sendable, Equatable {
    var x = _ChartScaleRange()
    var y = _ChartScaleRange()

    /// The part of `plot` the scales span (y measured up from the bottom edge).
    func inner(_ plot: CGRect) -> CGRect {
        let h = x.span(start: plot.minX, length: plot.width)
        let v = y.span(start: 0, length: plot.height)
        return CGRect(x: h.start, y: plot.maxY - v.start - v.length, width: h.length, height: v.length)
    }
}
