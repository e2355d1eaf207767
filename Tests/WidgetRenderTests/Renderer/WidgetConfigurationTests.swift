import Foundation
import Testing

@testable import WidgetRender

private struct CountEntry: TimelineEntry {
    let date: Date
    let count: Int
}

private struct CountProvider: TimelineProvider {
    func placeholder(in context: Context) -> CountEntry { CountEntry(date: .now, count: 0) }
    func getSnapshot(in context: Context, completion: @escaping (CountEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<CountEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

private struct EdgeToEdgeWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "edge", provider: CountProvider()) { entry in
            Text("\(entry.count)")
                .accessibilityIdentifier("count")
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .accessibilityIdentifier("content")
                .containerBackground(.orange, for: .widget)
        }
        .contentMarginsDisabled()
        .supportedFamilies([.systemSmall])
    }
}

@Suite("Widget configurations")
struct WidgetConfigurationTests {
    @Test func contentMarginsDisabledOnTheConfigurationGivesTheWholeWidget() throws {
        let renderer = try WidgetRenderer()
        let image = try renderer.render(EdgeToEdgeWidget(), entry: CountEntry(date: WidgetContext.referenceDate, count: 42), in: WidgetContext(family: .systemSmall))
        #expect(image.layout.frame(of: "content") == CGRect(x: 0, y: 0, width: 162.67, height: 162.67))
        #expect(image.layout.frame(of: "count")?.origin == .zero)
        #expect(image.diagnostics.isEmpty)
        // The orange container background fills the widget up to its rounded corner.
        #expect(image.bitmap.pixel(x: 244, y: 484) == Bitmap.Pixel(red: 255, green: 141, blue: 40, alpha: 255))
        #expect(image.bitmap.pixel(x: 0, y: 0)?.alpha == 0)
    }

    @Test func theEntryDateIsTheFrozenNow() throws {
        struct Clock: View {
            let date: Date
            var body: some View {
                Text(date, style: .relative).accessibilityIdentifier("t").containerBackground(for: .widget) { Color.white }
            }
        }
        let renderer = try WidgetRenderer()
        var context = WidgetContext(family: .systemMedium)
        context.date = Date(timeIntervalSinceReferenceDate: 0)
        let image = try renderer.render(Clock(date: Date(timeIntervalSinceReferenceDate: 2 * 3600 + 23 * 60)), in: context)
        let node = try #require(image.layout.node(withIdentifier: "t"))
        guard let t = node.textPrimitive else {
            Issue.record("not text: \(node.name)")
            return
        }
        #expect(t.text.string == "2 hours, 23 minutes")
    }

    @Test func widgetFamiliesDefaultToWidgetKitsSet() {
        #expect(EdgeToEdgeWidget().body._descriptor.families == [.systemSmall])
        #expect(WidgetDescriptor.defaultFamilies == [.systemSmall, .systemMedium, .systemLarge])
    }
}
