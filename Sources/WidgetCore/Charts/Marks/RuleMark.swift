/// A straight line across the plot, as Swift Charts' `RuleMark`: a goal, a threshold, a
/// range.
public struct RuleMark: ChartContent {
    var mark: ChartMark

    /// A horizontal line across the whole plot at `y`.
    public init<Y: Plottable>(y: PlottableValue<Y>) {
        var mark = ChartMark(.rule)
        mark.y = y.channel
        self.mark = mark
    }

    /// A vertical line across the whole plot at `x`.
    public init<X: Plottable>(x: PlottableValue<X>) {
        var mark = ChartMark(.rule)
        mark.x = x.channel
        self.mark = mark
    }

    /// A horizontal line at `y` from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        var mark = ChartMark(.rule)
        mark.xStart = xStart.channel
        mark.xEnd = xEnd.channel
        mark.y = y.channel
        self.mark = mark
    }

    /// A vertical line at `x` from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        var mark = ChartMark(.rule)
        mark.x = x.channel
        mark.yStart = yStart.channel
        mark.yEnd = yEnd.channel
        self.mark = mark
    }

    /// Never called: a mark is built in.
    public var body: Never { primitiveBody() }

    /// The mark itself.
    public static func _collectMarks(_ content: Self, into marks: inout _ChartMarks) { marks.marks.append(content.mark) }
}
