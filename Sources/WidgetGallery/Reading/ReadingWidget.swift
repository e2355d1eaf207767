#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
#else
    import WidgetRender
#endif

/// A reading streak: the book being read, today's pages and the days in a row with reading.
public struct ReadingWidget: Widget {
    /// Creates the widget.
    public init() {}

    /// A static configuration of kind `reading` for the small and medium Home Screen families
    /// and all three Lock Screen families.
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "reading", provider: ReadingProvider()) { entry in
            ReadingWidgetView(entry: entry)
        }
        .configurationDisplayName("Reading Streak")
        .description("Keep your reading streak going.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}

/// The entry view: one layout per family.
public struct ReadingWidgetView: View {
    @Environment(\.widgetFamily) var family
    @Environment(\.widgetRenderingMode) var renderingMode
    let entry: ReadingEntry

    /// Creates the view of `entry`.
    public init(entry: ReadingEntry) {
        self.entry = entry
    }

    /// The family's layout on the system background.
    public var body: some View {
        content
            .containerBackground(.background, for: .widget)
    }

    @ViewBuilder
    var content: some View {
        switch family {
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                // Smaller on a watch face, whose circular slots are 42–51 pt.
                ViewThatFits(in: .vertical) {
                    StreakBadge(entry: entry, flame: 17, count: 24)
                    StreakBadge(entry: entry, flame: 13, count: 19)
                }
            }
        case .accessoryRectangular:
            // Three lines in the 72 pt slot; today's pages go where only two fit (58 pt, iOS 26).
            ViewThatFits(in: .vertical) {
                RectangularReading(entry: entry, showsPages: true)
                RectangularReading(entry: entry, showsPages: false)
            }
        case .accessoryInline:
            // The title only where it fits beside the streak (not on the 5.8- to 6.5-inch
            // phones' inline slots, as SF Pro Text sets it).
            ViewThatFits(in: .horizontal) {
                Text("\(entry.streak(in: renderingMode)) · \(entry.title)")
                Text(entry.streak(in: renderingMode))
            }
        case .systemMedium:
            MediumReadingView(entry: entry)
        default:
            SmallReadingView(entry: entry).compactFallback()
        }
    }
}

#Preview(as: .systemSmall) {
    ReadingWidget()
} timelineProvider: {
    ReadingProvider()
}

#Preview(as: .systemMedium) {
    ReadingWidget()
} timeline: {
    ReadingEntry.sample
}
