#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
#else
    import WidgetRender
#endif

/// A step counter: progress toward a daily goal and an hourly bar chart.
public struct StepsWidget: Widget {
    /// Creates the widget.
    public init() {}

    /// A static configuration of kind `steps` for the small, medium, accessoryRectangular and
    /// accessoryInline families.
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "steps", provider: StepsProvider()) { entry in
            StepsWidgetView(entry: entry)
        }
        .configurationDisplayName("Steps")
        .description("Today's steps toward your goal.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryRectangular, .accessoryInline])
    }
}

/// The entry view: one layout per family.
public struct StepsWidgetView: View {
    @Environment(\.widgetFamily) var family
    let entry: StepsEntry

    /// Creates the view of `entry`.
    public init(entry: StepsEntry) {
        self.entry = entry
    }

    /// The family's layout on a near-black container background (red 0.07, green 0.09, blue 0.12).
    public var body: some View {
        Group {
            switch family {
            case .systemMedium:
                MediumStepsView(entry: entry)
            case .accessoryRectangular:
                RectangularStepsView(entry: entry).compactFallback()
            case .accessoryInline:
                Text("\(entry.steps.formatted(.number.locale(Locale(identifier: "en_US")))) steps")
            default:
                SmallStepsView(entry: entry).compactFallback()
            }
        }
        .containerBackground(for: .widget) {
            Color(red: 0.07, green: 0.09, blue: 0.12)
        }
    }
}

extension Int {
    /// The count with a thousands separator, independent of the process locale.
    var grouped: String { formatted(.number.locale(Locale(identifier: "en_US"))) }
}

#Preview(as: .systemSmall) {
    StepsWidget()
} timeline: {
    StepsEntry.sample
    StepsEntry(
        date: StepsEntry.sample.date.addingTimeInterval(3 * 3600), steps: 10_412, goal: 10_000, distanceKilometres: 7.8,
        hourly: [120, 860, 1_240, 310, 420, 980, 1_530, 640, 890, 852, 1_310, 1_260])
}

#Preview(as: .systemMedium) {
    StepsWidget()
} timeline: {
    StepsEntry.sample
}

#Preview("Lock Screen", as: .accessoryRectangular) {
    StepsWidget()
} timelineProvider: {
    StepsProvider()
}
