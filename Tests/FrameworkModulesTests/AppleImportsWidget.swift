// A widget written as on iOS, in a file that imports Apple's module names only. Both modules
// re-export WidgetRender: if they declared types of their own, `Text`, `Widget` or
// `WidgetFamily` would be ambiguous here and this file would not compile.
import SwiftUI
import WidgetKit

struct BatteryEntry: TimelineEntry {
    let date: Date
    let percent: Int
}

struct BatteryProvider: TimelineProvider {
    func placeholder(in context: Context) -> BatteryEntry { BatteryEntry(date: .now, percent: 50) }

    func getSnapshot(in context: Context, completion: @escaping (BatteryEntry) -> Void) {
        completion(BatteryEntry(date: .now, percent: 80))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<BatteryEntry>) -> Void) {
        completion(Timeline(entries: [BatteryEntry(date: .now, percent: 80)], policy: .never))
    }
}

struct BatteryView: View {
    @Environment(\.widgetFamily) private var family
    let entry: BatteryEntry

    var body: some View {
        VStack(spacing: 4) {
            Image(systemName: "battery.100")
            Text(family == .systemSmall ? "\(entry.percent)%" : "Battery \(entry.percent)%")
                .font(.headline)
                .accessibilityIdentifier("percent")
        }
    }
}

struct BatteryWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Battery", provider: BatteryProvider()) { entry in
            BatteryView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Battery")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
