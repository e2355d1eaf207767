import Foundation

/// How one axis of a chart maps values to positions: a number line, a time line or a list of
/// categories, with its domain and the values its axis marks (the Charts article, "Scales").
///
/// Positions are fractions of the plot: 0 at the leading (bottom) edge, 1 at the trailing
/// (top) edge; a category's position is its band's centre.
struct ChartScale {
    enum Kind: Equatable { case number, date, category }

    /// One value the axis marks.
    struct Tick: Equatable {
        var value: _ChartValue
        var position: CGFloat
        var label: String
    }

    var kind: Kind
    /// The continuous domain (seconds since 2001 for dates).
    var lower: Double = 0
    var upper: Double = 1
    /// The categories, in order of first appearance.
    var categories: [String] = []
    var ticks: [Tick] = []

    /// Where `value` lies, or `nil` when it is of another kind or an unknown category.
    func position(_ value: _ChartValue) -> CGFloat? {
        switch (kind, value.kind) {
        case (.category, .category(let name)):
            guard let index = categories.firstIndex(of: name) else { return nil }
            return (CGFloat(index) + 0.5) / CGFloat(max(categories.count, 1))
        case (.number, .number), (.date, .date):
            guard let v = value.continuous, upper > lower else { return nil }
            return CGFloat((v - lower) / (upper - lower))
        default:
            return nil
        }
    }

    /// The position of a continuous number (a stacked sum) on a number scale.
    func position(ofNumber v: Double) -> CGFloat {
        upper > lower ? CGFloat((v - lower) / (upper - lower)) : 0.5
    }

    /// The span `value` covers: its band on a category scale, its `unit` on a date scale;
    /// `nil` on a number scale or for a date without a unit.
    func band(_ channel: ChartChannel, calendar: Calendar) -> ClosedRange<CGFloat>? {
        switch (kind, channel.value.kind) {
        case (.category, .category):
            guard let centre = position(channel.value) else { return nil }
            let half = 0.5 / CGFloat(max(categories.count, 1))
            return (centre - half)...(centre + half)
        case (.date, .date(let date)):
            guard let unit = channel.unit, let interval = calendar.dateInterval(of: unit, for: date) else { return nil }
            guard let start = position(interval.start._chartValue), let end = position(interval.end._chartValue) else { return nil }
            return min(start, end)...max(start, end)
        default:
            return nil
        }
    }

    /// The width of one band (a category's, or the narrowest unit's): what an automatic bar
    /// takes its share of.
    var categoryBand: CGFloat { 1 / CGFloat(max(categories.count, 1)) }
}
