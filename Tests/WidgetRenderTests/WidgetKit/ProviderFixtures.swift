import Foundation

@testable import WidgetRender

/// Dates used by the provider tests: 2026-06-01 12:00 UTC and an hour later.
enum FixtureDates {
    static let noon = Date(timeIntervalSince1970: 1_780_315_200)
    static let one = noon.addingTimeInterval(3600)
    static let two = noon.addingTimeInterval(7200)
}

struct ClockEntry: TimelineEntry {
    let date: Date
    var label = "live"
    var relevance: TimelineEntryRelevance? = nil
}

struct ClockView: View {
    @Environment(\.redactionReasons) var redactionReasons
    let entry: ClockEntry

    var body: some View {
        VStack {
            Text(entry.date, style: .time).accessibilityIdentifier("time")
            Text(redactionReasons.contains(.placeholder) ? "redacted" : entry.label).accessibilityIdentifier("label")
        }
        .containerBackground(for: .widget) { Color.white }
    }
}

/// A provider whose behaviour a test chooses.
struct ScriptedProvider: TimelineProvider {
    enum Completion: Sendable { case once, never, twice }
    var entries: [ClockEntry] = [ClockEntry(date: FixtureDates.noon), ClockEntry(date: FixtureDates.one)]
    var policy: TimelineReloadPolicy = .atEnd
    var completion: Completion = .once
    var placeholderDelay: TimeInterval = 0
    var contexts: Locked<[TimelineProviderContext]>? = nil

    func placeholder(in context: Context) -> ClockEntry {
        if placeholderDelay > 0 { Thread.sleep(forTimeInterval: placeholderDelay) }
        return ClockEntry(date: FixtureDates.noon, label: "placeholder")
    }

    func getSnapshot(in context: Context, completion: @escaping (ClockEntry) -> Void) {
        contexts?.withLock { $0.append(context) }
        completion(ClockEntry(date: FixtureDates.noon, label: "snapshot"))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ClockEntry>) -> Void) {
        contexts?.withLock { $0.append(context) }
        let timeline = Timeline(entries: entries, policy: policy)
        switch self.completion {
        case .once: completion(timeline)
        case .never: break
        case .twice:
            completion(timeline)
            completion(timeline)
        }
    }
}

struct ScriptedWidget: Widget {
    var kind = "scripted"
    var provider = ScriptedProvider()
    var families: [WidgetFamily] = [.systemSmall, .systemMedium]

    init() {}
    init(kind: String, provider: ScriptedProvider, families: [WidgetFamily] = [.systemSmall, .systemMedium]) {
        self.kind = kind
        self.provider = provider
        self.families = families
    }

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: provider) { entry in
            ClockView(entry: entry)
        }
        .supportedFamilies(families)
    }
}

struct FailingIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Failing" }
    @Parameter(title: "Fail", default: true) var fail: Bool
}

struct ProviderFailure: Error, CustomStringConvertible {
    var description: String { "the weather service is down" }
}

struct ThrowingProvider: AppIntentTimelineProvider {
    var hangs = false
    func placeholder(in context: Context) -> ClockEntry { ClockEntry(date: FixtureDates.noon) }
    func snapshot(for configuration: FailingIntent, in context: Context) async throws -> ClockEntry { ClockEntry(date: FixtureDates.noon) }
    func timeline(for configuration: FailingIntent, in context: Context) async throws -> Timeline<ClockEntry> {
        if hangs {
            try await Task.sleep(nanoseconds: 30_000_000_000)
        }
        if configuration.fail { throw ProviderFailure() }
        return Timeline(entries: [ClockEntry(date: FixtureDates.noon)], policy: .never)
    }
}

struct ThrowingWidget: Widget {
    var hangs = false
    init() {}
    init(hangs: Bool) { self.hangs = hangs }
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "throwing", intent: FailingIntent.self, provider: ThrowingProvider(hangs: hangs)) { entry in
            ClockView(entry: entry)
        }
    }
}
