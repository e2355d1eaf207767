import Foundation
import WidgetRender

/// An entry with a number to show.
struct CountEntry: TimelineEntry {
    let date: Date
    let count: Int
}

/// A provider whose timeline has three entries, an hour apart.
struct CountProvider: TimelineProvider {
    func placeholder(in context: Context) -> CountEntry { CountEntry(date: .init(timeIntervalSinceReferenceDate: 0), count: 0) }
    func getSnapshot(in context: Context, completion: @escaping (CountEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<CountEntry>) -> Void) {
        let entries = (0..<3).map { CountEntry(date: Date(timeIntervalSinceReferenceDate: Double($0) * 3600), count: $0 * 10) }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

/// A provider that never calls its completion.
struct SilentProvider: TimelineProvider {
    func placeholder(in context: Context) -> CountEntry { CountEntry(date: .init(timeIntervalSinceReferenceDate: 0), count: 0) }
    func getSnapshot(in context: Context, completion: @escaping (CountEntry) -> Void) {}
    func getTimeline(in context: Context, completion: @escaping (Timeline<CountEntry>) -> Void) {}
}

/// A small widget that shows the count on a coloured background.
struct CountWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "count", provider: CountProvider()) { entry in
            Text("\(entry.count)")
                .font(.title)
                .containerBackground(for: .widget) { Color.orange }
        }
        .supportedFamilies([.systemSmall, .accessoryCircular])
    }
}
