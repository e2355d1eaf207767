// A widget extension's widget as Xcode's template and Apple's documentation have it, with
// Apple's imports and nothing else: no `#if`, no WidgetRender. Only Package.swift knows it is
// built on Linux (the SwiftUI and WidgetKit products).
import SwiftUI
import WidgetKit

enum WaterStore {
    static let appGroup = "group.com.example.water"

    static var glasses: Int {
        get { UserDefaults(suiteName: appGroup)?.integer(forKey: "glasses") ?? 0 }
        set { UserDefaults(suiteName: appGroup)?.set(newValue, forKey: "glasses") }
    }
}

struct WaterEntry: TimelineEntry {
    let date: Date
    let glasses: Int
    let goal: Int
}

struct WaterProvider: TimelineProvider {
    func placeholder(in context: Context) -> WaterEntry {
        WaterEntry(date: Date(), glasses: 4, goal: 8)
    }

    func getSnapshot(in context: Context, completion: @escaping (WaterEntry) -> Void) {
        completion(WaterEntry(date: Date(), glasses: WaterStore.glasses, goal: 8))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WaterEntry>) -> Void) {
        let now = Date()
        let tomorrow = Calendar.current.startOfDay(for: now).addingTimeInterval(24 * 3600)
        let entry = WaterEntry(date: now, glasses: WaterStore.glasses, goal: 8)
        completion(Timeline(entries: [entry], policy: .after(tomorrow)))
    }
}

struct WaterEntryView: View {
    @Environment(\.widgetFamily) var family
    var entry: WaterEntry

    var body: some View {
        switch family {
        case .accessoryCircular:
            Gauge(value: Double(entry.glasses), in: 0...Double(entry.goal)) {
                Image(systemName: "drop.fill")
            }
            .gaugeStyle(.accessoryCircularCapacity)
        default:
            VStack(alignment: .leading, spacing: 6) {
                Label("Water", systemImage: "drop.fill")
                    .font(.headline)
                    .foregroundStyle(Color.water)
                Text(family == .systemSmall ? "\(entry.glasses)/\(entry.goal)" : "\(entry.glasses) of \(entry.goal) glasses")
                    .font(.title2.bold())
                    .accessibilityIdentifier("glasses")
                Spacer(minLength: 0)
                Button(intent: LogGlassIntent()) {
                    Label("Log a glass", systemImage: "plus")
                        .frame(maxWidth: .infinity, minHeight: 30)
                }
                .accessibilityIdentifier("log")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        }
    }
}

struct WaterWidget: Widget {
    let kind: String = "WaterWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: WaterProvider()) { entry in
            WaterEntryView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Water")
        .description("Glasses of water today.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryCircular])
    }
}
