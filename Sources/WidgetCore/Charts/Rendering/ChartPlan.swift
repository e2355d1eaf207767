import Foundation

/// A chart worked out from its marks and configuration, before any size is known: scales,
/// every drawn item in plot fractions (x from the leading edge, y from the bottom), axis
/// labels, legend and annotations. ``ChartLayout`` fits it to a size.
struct ChartPlan {
    var xScale: ChartScale?
    var yScale: ChartScale?
    /// Grid lines and ticks, drawn under the marks.
    var guides: [ChartPlotItem] = []
    var items: [ChartPlotItem] = []
    var xLabels: [ChartAxisLabel] = []
    var yLabels: [ChartAxisLabel] = []
    /// The longest tick outside the plot on each axis, in points.
    var xTickLength: CGFloat = 0
    var yTickLength: CGFloat = 0
    var legend: [(name: String, style: AnyShapeStyle)] = []
    var legendOnTop = false
    var annotations: [ChartAnnotationPlacement] = []
    /// The parts of the plot the scales span (`chartXScale(range:)`).
    var ranges = ChartRanges()
}

/// A label of an axis: where it goes, on which side, and what it shows.
struct ChartAxisLabel {
    var position: CGFloat
    /// `.leading`/`.trailing` for y, `.top`/`.bottom` for x.
    var side: AxisMarkPosition
    /// Starts at its value (date labels) rather than centred on it.
    var startsAtValue: Bool
    var view: AnyView
}

/// An annotation and the part of the plot (in fractions) its mark covers.
struct ChartAnnotationPlacement {
    var anchor: CGRect
    var annotation: ChartAnnotation
}

/// A length across a bar: a share of the plot, or points around a centre.
enum ChartSpan {
    case fraction(CGFloat, CGFloat)
    case points(centre: CGFloat, width: CGFloat)
    /// A band less `points` (`MarkDimension.inset`).
    case inset(CGFloat, CGFloat, points: CGFloat)
}

/// One drawn thing of a chart, in plot fractions, with its style.
struct ChartPlotItem {
    enum Geometry {
        case rectangle(x: ChartSpan, y: ChartSpan, cornerRadius: CGFloat)
        case line([CGPoint], InterpolationMethod)
        case area(top: [CGPoint], bottom: [CGPoint], InterpolationMethod)
        case symbol(CGPoint, BasicChartSymbolShape, area: CGFloat)
        /// A straight line; a point's `outside` pushes it that many points past the plot (a
        /// tick): negative is down or leading.
        case rule(from: CGPoint, to: CGPoint, outside: CGSize)
        case sector(start: Double, end: Double, inner: MarkDimension, outer: MarkDimension, inset: CGFloat)
    }

    var geometry: Geometry
    var style: AnyShapeStyle
    /// Strokes with this style; `nil` fills.
    var stroke: StrokeStyle?
    var opacity: Double = 1
}
