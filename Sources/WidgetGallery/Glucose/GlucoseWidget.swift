#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
#else
    import WidgetRender
#endif

/// A glucose monitor: the latest reading with its trend, and the last three hours as a chart
/// over the target range (Swift Charts).
public struct GlucoseWidget: Widget {
    /// Creates the widget.
    public init() {}

    /// A static configuration of kind `glucose` for the small, medium and
    /// accessoryRectangular families.
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "glucose", provider: GlucoseProvider()) { entry in
            GlucoseWidgetView(entry: entry)
        }
        .configurationDisplayName("Glucose")
        .description("Your latest reading and the last three hours.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryRectangular])
    }
}

/// The entry view: the reading, then the chart.
public struct GlucoseWidgetView: View {
    @Environment(\.widgetFamily) var family
    let entry: GlucoseEntry

    /// Creates the view of `entry`.
    public init(entry: GlucoseEntry) {
        self.entry = entry
    }

    /// The reading above (or beside) the chart on a deep teal background.
    public var body: some View {
        Group {
            switch family {
            case .systemMedium:
                HStack(spacing: 14) {
                    GlucoseReading(entry: entry, large: true)
                    GlucoseChart(entry: entry)
                }
            case .accessoryRectangular:
                HStack(spacing: 6) {
                    GlucoseReading(entry: entry, large: false)
                    GlucoseChart(entry: entry, showsAxes: false, ink: .primary)
                }
            default:
                VStack(alignment: .leading, spacing: 6) {
                    GlucoseReading(entry: entry, large: false)
                    GlucoseChart(entry: entry, showsAxes: false)
                }
            }
        }
        .foregroundStyle(family == .accessoryRectangular ? Color.primary : Color.white)
        .containerBackground(for: .widget) {
            LinearGradient(colors: [Color(red: 0.02, green: 0.33, blue: 0.36), Color(red: 0.01, green: 0.20, blue: 0.25)], startPoint: .top, endPoint: .bottom)
        }
    }
}

/// The latest value, its unit and the trend arrow.
struct GlucoseReading: View {
    let entry: GlucoseEntry
    let large: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            HStack(alignment: .firstTextBaseline, spacing: 3) {
                Text("\(Int(entry.latest))").font(.system(size: large ? 40 : 28, weight: .semibold, design: .rounded)).monospacedDigit()
                Image(systemName: entry.trend < -2 ? "arrow.down.right" : entry.trend > 2 ? "arrow.up.right" : "arrow.right")
                    .font(.system(size: large ? 17 : 13, weight: .bold))
            }
            Text("mg/dL").font(.caption2).foregroundStyle(.secondary)
        }
        .widgetAccentable()
    }
}

#Preview(as: .systemMedium) {
    GlucoseWidget()
} timeline: {
    GlucoseEntry.sample
}
