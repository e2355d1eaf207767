import Foundation

/// A slice of a pie or donut, as Swift Charts' `SectorMark` (iOS 17): each slice's angle is its
/// value's share of all the slices', clockwise from 12 o'clock.
public struct SectorMark: ChartContent {
    var mark: ChartMark

    /// A slice of `angle`'s share; `innerRadius` `.ratio(0.6)` makes a donut.
    public init<V: Plottable>(angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil) {
        var mark = ChartMark(.sector)
        mark.angle = angle.channel
        mark.innerRadius = innerRadius
        mark.outerRadius = outerRadius
        mark.angularInset = angularInset ?? 0
        self.mark = mark
    }

    /// Never called: a mark is built in.
    public var body: Never { primitiveBody() }

    /// The mark itself.
    public static func _collectMarks(_ content: Self, into marks: inout _ChartMarks) { marks.marks.append(content.mark) }
}
