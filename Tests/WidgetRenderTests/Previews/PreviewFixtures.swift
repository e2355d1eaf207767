import Foundation
import WidgetRender

// Previews written as a widget extension writes them; `PreviewTests` finds them at run time.
// Their lines are asserted: keep each `#Preview` where it is or update the test.

struct PreviewFixtureEntry: TimelineEntry {
    let date: Date
    let count: Int
}

struct PreviewFixtureProvider: TimelineProvider {
    func placeholder(in context: Context) -> PreviewFixtureEntry { PreviewFixtureEntry(date: .distantPast, count: 0) }
    func getSnapshot(in context: Context, completion: @escaping (PreviewFixtureEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<PreviewFixtureEntry>) -> Void) {
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        // Called twice on purpose: the second completion must be ignored.
        completion(Timeline(entries: [PreviewFixtureEntry(date: start, count: context.isPreview ? 7 : 1)], policy: .never))
        completion(Timeline(entries: [], policy: .never))
    }
}

/// A provider that never calls its completion.
struct SilentPreviewProvider: TimelineProvider {
    func placeholder(in context: Context) -> PreviewFixtureEntry { PreviewFixtureEntry(date: .distantPast, count: 0) }
    func getSnapshot(in context: Context, completion: @escaping (PreviewFixtureEntry) -> Void) {}
    func getTimeline(in context: Context, completion: @escaping (Timeline<PreviewFixtureEntry>) -> Void) {}
}

struct PreviewFixtureView: View {
    let entry: PreviewFixtureEntry
    var body: some View {
        Text("\(entry.count)").font(.system(size: 40, weight: .bold)).accessibilityIdentifier("count")
    }
}

struct PreviewFixtureWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "preview-fixture", provider: PreviewFixtureProvider()) { entry in
            PreviewFixtureView(entry: entry).containerBackground(.white, for: .widget)
        }
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct SilentPreviewWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "silent", provider: SilentPreviewProvider()) { entry in
            PreviewFixtureView(entry: entry)
        }
    }
}

#Preview("Plain view") {
    Text("Hello").accessibilityIdentifier("hello")
}

#Preview("Fits", traits: .sizeThatFitsLayout) {
    Color.red.frame(width: 30, height: 20)
}

#Preview(as: .systemMedium) {
    PreviewFixtureWidget()
} timeline: {
    PreviewFixtureEntry(date: Date(timeIntervalSince1970: 1_800_000_000), count: 1)
    PreviewFixtureEntry(date: Date(timeIntervalSince1970: 1_800_003_600), count: 2)
}

#Preview("Provider", as: .systemSmall) {
    PreviewFixtureWidget()
} timelineProvider: {
    PreviewFixtureProvider()
}

#Preview("Unsupported family", as: .systemLarge) {
    PreviewFixtureWidget()
} timeline: {
    PreviewFixtureEntry(date: .distantPast, count: 0)
}

#Preview("Silent", as: .systemSmall) {
    SilentPreviewWidget()
} timelineProvider: {
    SilentPreviewProvider()
}

struct PreviewFixture_Previews: PreviewProvider {
    static var previews: some View {
        PreviewFixtureView(entry: PreviewFixtureEntry(date: .distantPast, count: 3))
            .previewContext(WidgetPreviewContext(family: .systemMedium))
            .previewDisplayName("Medium three")
        PreviewFixtureView(entry: PreviewFixtureEntry(date: .distantPast, count: 4))
            .previewContext(WidgetPreviewContext(family: .systemSmall))
            .previewDevice("iPhone SE (3rd generation)")
    }
}

#Preview("Intent", as: .systemSmall, using: "configuration") {
    PreviewFixtureWidget()
} timeline: {
    PreviewFixtureEntry(date: .distantPast, count: 5)
}

#Preview("Activity", as: .dynamicIsland(.expanded), using: DeliveryAttributes(orderNumber: "42")) {
    DeliveryLiveActivity()
} contentStates: {
    DeliveryAttributes.ContentState(minutes: 1)
    for minutes in [2, 3] { DeliveryAttributes.ContentState(minutes: minutes) }
}
