import Foundation
import Testing
import WidgetRender

/// Providers whose completions are declared `@escaping @Sendable`, as WidgetKit's requirements
/// declare them (Swift 6 mode rejects a `@Sendable` witness of a non-`@Sendable` requirement).
private struct SendableClockProvider: TimelineProvider {
    func placeholder(in context: Context) -> ClockEntry { ClockEntry(date: FixtureDates.noon) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (ClockEntry) -> Void) {
        completion(ClockEntry(date: FixtureDates.noon, label: "snapshot"))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<ClockEntry>) -> Void) {
        // Called from another thread, as a provider that loads data calls it.
        DispatchQueue.global().async {
            completion(Timeline(entries: [ClockEntry(date: FixtureDates.noon, label: "sendable")], policy: .never))
        }
    }
}

private struct SendableIntentProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> ClockEntry { ClockEntry(date: FixtureDates.noon) }
    func getSnapshot(for configuration: CityIntent, in context: Context, completion: @escaping @Sendable (ClockEntry) -> Void) {
        completion(ClockEntry(date: FixtureDates.noon, label: configuration.city ?? "none"))
    }
    func getTimeline(for configuration: CityIntent, in context: Context, completion: @escaping @Sendable (Timeline<ClockEntry>) -> Void) {
        completion(Timeline(entries: [ClockEntry(date: FixtureDates.noon, label: configuration.city ?? "none")], policy: .never))
    }
}

private struct SendableClockWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "sendable-clock", provider: SendableClockProvider()) { ClockView(entry: $0) }
    }
}

private struct SendableCityWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(kind: "sendable-city", intent: CityIntent.self, provider: SendableIntentProvider()) { ClockView(entry: $0) }
    }
}

@Suite struct SendableCompletionTests {
    let renderer = try! WidgetRenderer()

    @Test func aSendableCompletionDeliversTheTimeline() throws {
        let run = try renderer.timeline(of: SendableClockWidget(), family: .systemSmall)
        #expect(run.entries.map { ($0.entry as? ClockEntry)?.label } == ["sendable"])
        #expect((run.snapshot.entry as? ClockEntry)?.label == "snapshot")
    }

    @Test func anIntentProvidersSendableCompletionDeliversTheTimeline() throws {
        let intent = CityIntent()
        intent.city = "Lisbon"
        let run = try renderer.timeline(of: SendableCityWidget(), configuration: intent, family: .systemSmall)
        #expect(run.entries.map { ($0.entry as? ClockEntry)?.label } == ["Lisbon"])
    }
}
