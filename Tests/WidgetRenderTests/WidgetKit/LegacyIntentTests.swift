import Foundation
import Testing

@testable import WidgetRender

/// A SiriKit intent class as Xcode would generate it from an .intentdefinition file.
final class CityIntent: INIntent, @unchecked Sendable {
    var city: String?
}

private struct LegacyProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> ClockEntry { ClockEntry(date: FixtureDates.noon) }
    func getSnapshot(for configuration: CityIntent, in context: Context, completion: @escaping (ClockEntry) -> Void) {
        completion(ClockEntry(date: FixtureDates.noon, label: configuration.city ?? "none"))
    }
    func getTimeline(for configuration: CityIntent, in context: Context, completion: @escaping (Timeline<ClockEntry>) -> Void) {
        completion(Timeline(entries: [ClockEntry(date: FixtureDates.noon, label: configuration.city ?? "none")], policy: .never))
    }
}

private struct LegacyWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(kind: "legacy", intent: CityIntent.self, provider: LegacyProvider()) { entry in
            ClockView(entry: entry)
        }
        .configurationDisplayName(Text("Legacy"))
        .description(Text("Before iOS 17"))
        .containerBackgroundRemovable(false)
        .disfavoredLocations([.standBy], for: [.systemSmall])
        .promptsForUserConfiguration()
    }
}

@Suite("Legacy intent configurations")
struct LegacyIntentTests {
    @Test func anIntentTimelineProviderGetsItsINIntent() throws {
        let renderer = try WidgetRenderer()
        let intent = CityIntent()
        intent.city = "Porto"
        let run = try renderer.timeline(of: LegacyWidget(), configuration: intent, family: .systemSmall)
        #expect(run.entries.first?.image.layout.node(withIdentifier: "label")?.text == "Porto")
        let defaults = try renderer.timeline(of: LegacyWidget(), family: .systemSmall)
        #expect(defaults.snapshot.image.layout.node(withIdentifier: "label")?.text == "none")
        let d = LegacyWidget().body._descriptor
        #expect(d.displayName == "Legacy" && d.description == "Before iOS 17")
        #expect(!d.containerBackgroundRemovable && d.promptsForUserConfiguration)
        #expect(d.disfavoredLocations.first?.locations == [.standBy])
    }
}
