/// A bar, as Swift Charts' `BarMark`: vertical when its y is a number and its x is not,
/// horizontal the other way round; bars at one place stack by default.
public struct BarMark: ChartContent {
    var mark: ChartMark

    /// A bar from zero (or the bar below it) to the value.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        var mark = ChartMark(.bar)
        mark.x = x.channel
        mark.y = y.channel
        mark.width = width
        mark.height = height
        mark.stacking = stacking
        self.mark = mark
    }

    /// A vertical bar from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {
        var mark = ChartMark(.bar)
        mark.x = x.channel
        mark.yStart = yStart.channel
        mark.yEnd = yEnd.channel
        mark.width = width
        self.mark = mark
    }

    /// A horizontal bar from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        var mark = ChartMark(.bar)
        mark.xStart = xStart.channel
        mark.xEnd = xEnd.channel
        mark.y = y.channel
        mark.height = height
        self.mark = mark
    }

    /// Never called: a mark is built in.
    public var body: Never { primitiveBody() }

    /// The mark itself.
    public static func _collectMarks(_ content: Self, into marks: inout _ChartMarks) { marks.marks.append(content.mark) }
}
