/// A symbol at a point, as Swift Charts' `PointMark` (a circle unless `symbol(_:)` says).
public struct PointMark: ChartContent {
    var mark: ChartMark

    /// A point at `x`, `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        var mark = ChartMark(.point)
        mark.x = x.channel
        mark.y = y.channel
        self.mark = mark
    }

    /// A point on the x axis alone, centred vertically.
    public init<X: Plottable>(x: PlottableValue<X>) {
        var mark = ChartMark(.point)
        mark.x = x.channel
        self.mark = mark
    }

    /// A point on the y axis alone, centred horizontally.
    public init<Y: Plottable>(y: PlottableValue<Y>) {
        var mark = ChartMark(.point)
        mark.y = y.channel
        self.mark = mark
    }

    /// Never called: a mark is built in.
    public var body: Never { primitiveBody() }

    /// The mark itself.
    public static func _collectMarks(_ content: Self, into marks: inout _ChartMarks) { marks.marks.append(content.mark) }
}
