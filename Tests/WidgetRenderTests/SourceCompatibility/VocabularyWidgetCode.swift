import Foundation
import Testing

#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
#else
    import WidgetRender
#endif

// Widget code as it is written for iOS: gauges, progress, effects, redaction and state.

final class BatteryModel: ObservableObject {
    @Published var level = 0.62
}

@Observable final class StreakModel {
    var days = 12
}

struct BatteryEntryView: View {
    @Environment(\.widgetFamily) var family
    @Environment(\.redactionReasons) var redactionReasons
    @StateObject private var model = BatteryModel()
    @State private var streak = StreakModel()
    let updated: Date

    var body: some View {
        switch family {
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                Gauge(value: model.level) {
                    Text("%")
                } currentValueLabel: {
                    Text("\(Int(model.level * 100))").contentTransition(.numericText())
                }
                .gaugeStyle(.accessoryCircularCapacity)
                .widgetAccentableIfAvailable()
            }
            .widgetLabel("Battery")
        default:
            VStack(alignment: .leading, spacing: 4) {
                Text("Battery").font(.headline).privacySensitive()
                Gauge(value: model.level, in: 0...1) {
                    Text("Phone")
                } currentValueLabel: {
                    Text("\(Int(model.level * 100)) %")
                }
                .tint(Gradient(colors: [.red, .yellow, .green]))
                ProgressView(timerInterval: updated...updated.addingTimeInterval(3600), countsDown: false)
                HStack {
                    Circle().trim(from: 0, to: 0.7).stroke(.orange, style: StrokeStyle(lineWidth: 3, lineCap: .round))
                        .rotationEffect(.degrees(-90))
                        .frame(width: 20, height: 20)
                    Text("\(streak.days) days").shadow(radius: 1).accessibilityLabel("Streak of \(streak.days) days")
                }
                .invalidatableContent()
            }
            .font(.caption)
            .containerBackground(for: .widget) { LinearGradient(colors: [.blue.opacity(0.2), .clear], startPoint: .top, endPoint: .bottom) }
        }
    }
}

extension View {
    /// Stands in for `widgetAccentable()`, which another part of the project provides.
    func widgetAccentableIfAvailable() -> some View { self }
}

@Suite("Vocabulary source compatibility")
struct VocabularySourceCompatibilityTests {
    @Test(arguments: [WidgetFamily.systemSmall, .systemMedium, .accessoryCircular])
    func vocabularyWidgetCodeRenders(family: WidgetFamily) throws {
        let renderer = try WidgetRenderer()
        let image = try renderer.render(BatteryEntryView(updated: WidgetContext.referenceDate), in: WidgetContext(family: family))
        #expect(image.diagnostics.allSatisfy { $0.kind == .missingContainerBackground && family == .accessoryCircular }, "\(image.diagnostics)")
        var texts: [String] = []
        image.layout.forEach { if let t = $0.text { texts.append(t) } }
        #expect(texts.contains(family == .accessoryCircular ? "62" : "62 %"))
        var labels: [String] = []
        image.layout.forEach { if let l = $0.accessibilityLabel { labels.append(l) } }
        #expect(labels == (family == .accessoryCircular ? [] : ["Streak of 12 days"]))
    }

    @Test func privacyRedactionHidesOnlyWhatIsSensitive() throws {
        let renderer = try WidgetRenderer()
        var context = WidgetContext(family: .systemSmall)
        let open = try renderer.render(BatteryEntryView(updated: WidgetContext.referenceDate), in: context)
        context.redactionReasons = .privacy
        let locked = try renderer.render(BatteryEntryView(updated: WidgetContext.referenceDate), in: context)
        #expect(open.pixels != locked.pixels)
        #expect(!open.layout.dump().contains("redacted"))
        #expect(locked.layout.dump().contains("redacted"))
    }
}
