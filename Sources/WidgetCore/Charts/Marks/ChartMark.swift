import Foundation

/// One mark as a chart draws it: its kind, its values on each channel and its style, as the
/// content and its modifiers set them.
struct ChartMark {
    enum Kind: String {
        case line = "LineMark"
        case area = "AreaMark"
        case bar = "BarMark"
        case point = "PointMark"
        case rule = "RuleMark"
        case rectangle = "RectangleMark"
        case sector = "SectorMark"
    }

    var kind: Kind
    var x: ChartChannel?
    var y: ChartChannel?
    var xStart: ChartChannel?
    var xEnd: ChartChannel?
    var yStart: ChartChannel?
    var yEnd: ChartChannel?
    /// A sector's share of the whole.
    var angle: ChartChannel?
    /// A line's series, when given by `series:`.
    var series: ChartChannel?
    var width: MarkDimension = .automatic
    var height: MarkDimension = .automatic
    var stacking: MarkStackingMethod = .standard
    var innerRadius: MarkDimension = .automatic
    var outerRadius: MarkDimension = .automatic
    var angularInset: CGFloat = 0

    // Set by modifiers; the innermost modifier wins, as in Swift Charts.
    var style: AnyShapeStyle?
    /// `foregroundStyle(by:)`: the category that picks the colour (and the legend entry).
    var styleGroup: ChartChannel?
    var interpolation: InterpolationMethod?
    var lineStyle: StrokeStyle?
    var symbol: BasicChartSymbolShape?
    var symbolSize: CGFloat?
    var opacity: Double = 1
    var cornerRadius: CGFloat?
    var annotations: [ChartAnnotation] = []
    /// Modifiers that change nothing drawn yet (reported by the chart).
    var unsupported: [String] = []

    init(_ kind: Kind) {
        self.kind = kind
    }

    /// The series the mark belongs to: its `series:` or `foregroundStyle(by:)` value.
    var seriesKey: String? { series?.value.label ?? styleGroup?.value.label }
}

/// A view drawn beside a mark (`annotation(position:alignment:spacing:content:)`).
struct ChartAnnotation {
    var position: AnnotationPosition
    var spacing: CGFloat
    var view: AnyView
}
