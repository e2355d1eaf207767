/// A line through its series' points, as Swift Charts' `LineMark`: each mark is one point; the
/// points of one series (its `series:`, else its `foregroundStyle(by:)` value) are joined in
/// order with ``InterpolationMethod/linear`` unless `interpolationMethod(_:)` says otherwise.
public struct LineMark: ChartContent {
    var mark: ChartMark

    /// A point of the line.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        var mark = ChartMark(.line)
        mark.x = x.channel
        mark.y = y.channel
        self.mark = mark
    }

    /// A point of the line of `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        self.init(x: x, y: y)
        var mark = self.mark
        mark.series = series.channel
        self.mark = mark
    }

    /// Never called: a mark is built in.
    public var body: Never { primitiveBody() }

    /// The mark itself.
    public static func _collectMarks(_ content: Self, into marks: inout _ChartMarks) { marks.marks.append(content.mark) }
}
