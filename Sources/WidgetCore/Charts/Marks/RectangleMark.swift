/// A rectangle, as Swift Charts' `RectangleMark`: a heat-map cell, a highlighted range.
public struct RectangleMark: ChartContent {
    var mark: ChartMark

    /// A rectangle centred at `x`, `y` (a whole band on a category axis).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic) {
        var mark = ChartMark(.rectangle)
        mark.x = x.channel
        mark.y = y.channel
        mark.width = width
        mark.height = height
        self.mark = mark
    }

    /// A rectangle from `xStart` to `xEnd` and `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        var mark = ChartMark(.rectangle)
        mark.xStart = xStart.channel
        mark.xEnd = xEnd.channel
        mark.yStart = yStart.channel
        mark.yEnd = yEnd.channel
        self.mark = mark
    }

    /// A band across the plot from `yStart` to `yEnd` (a range to highlight).
    public init<Y: Plottable>(yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        var mark = ChartMark(.rectangle)
        mark.yStart = yStart.channel
        mark.yEnd = yEnd.channel
        self.mark = mark
    }

    /// A band across the plot from `xStart` to `xEnd`.
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>) {
        var mark = ChartMark(.rectangle)
        mark.xStart = xStart.channel
        mark.xEnd = xEnd.channel
        self.mark = mark
    }

    /// Never called: a mark is built in.
    public var body: Never { primitiveBody() }

    /// The mark itself.
    public static func _collectMarks(_ content: Self, into marks: inout _ChartMarks) { marks.marks.append(content.mark) }
}
