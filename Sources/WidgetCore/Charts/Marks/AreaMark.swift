/// The area under (or between) its series' points, as Swift Charts' `AreaMark`: areas of
/// several series at one x stack by default.
public struct AreaMark: ChartContent {
    var mark: ChartMark

    /// A point of the area's top edge; the area runs down to zero (or to the series below).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        var mark = ChartMark(.area)
        mark.x = x.channel
        mark.y = y.channel
        mark.stacking = stacking
        self.mark = mark
    }

    /// A point of the area of `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>, stacking: MarkStackingMethod = .standard) {
        self.init(x: x, y: y, stacking: stacking)
        var mark = self.mark
        mark.series = series.channel
        self.mark = mark
    }

    /// A slice of a band between `yStart` and `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        var mark = ChartMark(.area)
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
