// A widget written the iOS way, as a user's extension would hold it.
#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
#else
    import WidgetRender
#endif

struct GreetingEntry: TimelineEntry {
    let date: Date
    let name: String
}

struct GreetingProvider: TimelineProvider {
    func placeholder(in context: Context) -> GreetingEntry { GreetingEntry(date: Date(timeIntervalSinceReferenceDate: 0), name: "you") }
    func getSnapshot(in context: Context, completion: @escaping (GreetingEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<GreetingEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct GreetingWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "greeting", provider: GreetingProvider()) { entry in
            VStack(alignment: .leading, spacing: 4) {
                Text("Hello")
                    .font(.headline)
                Text(entry.name)
                    .font(.title)
                    .foregroundStyle(.orange)
            }
            .containerBackground(.background, for: .widget)
        }
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
