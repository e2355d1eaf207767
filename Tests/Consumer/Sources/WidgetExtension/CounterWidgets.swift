// A widget extension's entry point as it is shipped: `@main` on a WidgetBundle, in a target of
// its own (as an extension is), compiled with only the import swapped. Running it prints the
// bundle's widgets.
#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
#else
    import WidgetRender
#endif

struct CounterEntry: TimelineEntry {
    let date: Date
    let count: Int
}

struct CounterProvider: TimelineProvider {
    func placeholder(in context: Context) -> CounterEntry { CounterEntry(date: Date(), count: 0) }
    func getSnapshot(in context: Context, completion: @escaping (CounterEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<CounterEntry>) -> Void) {
        completion(Timeline(entries: [CounterEntry(date: Date(), count: 3)], policy: .never))
    }
}

struct CounterWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "counter", provider: CounterProvider()) { entry in
            Text("\(entry.count)")
                .containerBackground(.white, for: .widget)
        }
        .supportedFamilies([.systemSmall, .accessoryCircular])
    }
}

@main
struct CounterWidgets: WidgetBundle {
    var body: some Widget {
        CounterWidget()
    }
}
