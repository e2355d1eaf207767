import Foundation

/// The figures of a chart's default look. Apple publishes none of them (its documentation
/// says only that defaults exist), so each is chosen by eye against Swift Charts' rendering
/// and kept here, in one place (the Charts article, "Defaults").
public enum ChartStyleConstants {
    /// A line's width, in points, with round caps and joins.
    public static let lineWidth: CGFloat = 2
    /// A point symbol's area, in square points (a circle about 6.2 pt across).
    public static let symbolArea: CGFloat = 30
    /// A bar's share of its band on a category or date axis.
    public static let barBandRatio: CGFloat = 0.6
    /// A bar's width, in points, on a number axis.
    public static let barNumericWidth: CGFloat = 6
    /// A grid line's width, in points (drawn in the quaternary foreground level).
    public static let gridLineWidth: CGFloat = 0.5
    /// An axis tick's length, in points.
    public static let tickLength: CGFloat = 4
    /// The gap between the plot and its axis labels, in points.
    public static let labelSpacing: CGFloat = 4
    /// The gap between the chart and its legend, and between legend entries, in points.
    public static let legendSpacing: CGFloat = 8
    /// A legend entry's symbol diameter, in points.
    public static let legendSymbolSize: CGFloat = 8
    /// The gap between a mark and its annotation, in points.
    public static let annotationSpacing: CGFloat = 4
    /// The number of values an automatic number axis aims for (the "nice numbers" rule).
    public static let desiredTickCount = 5
    /// The most values an automatic date axis shows.
    public static let maximumDateTicks = 6
    /// The most marks a chart draws; those past it are reported and left out.
    public static let maximumMarks = 1_000
    /// The size a chart asks for when offered none (`nil` axes), in points.
    public static let idealSize = CGSize(width: 300, height: 200)
}
