import Foundation
import Testing

@testable import WidgetRender

struct ApiGapsEntry: TimelineEntry {
    let date: Date
}

struct ApiGapsProvider: TimelineProvider {
    func placeholder(in context: Context) -> ApiGapsEntry { ApiGapsEntry(date: WidgetContext.referenceDate) }
    func getSnapshot(in context: Context, completion: @escaping (ApiGapsEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<ApiGapsEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct ApiGapsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ApiGaps", provider: ApiGapsProvider()) { _ in
            ApiGapsEntryView(title: "Today")
        }
        .configurationDisplayName(LocalizedStringResource("API gaps"))
        .description(LocalizedStringResource("Widget code from open-source apps."))
        .supportedFamilies([.systemLarge])
    }
}

@Suite("API real widget extensions use", .serialized)
struct ApiGapsTests {
    let renderer: WidgetRenderer

    init() throws {
        renderer = try WidgetRenderer()
    }

    private func image() throws -> RenderedImage {
        let run = try renderer.timeline(of: ApiGapsWidget(), family: .systemLarge)
        return try #require(run.entries.first?.image)
    }

    @Test func theWidgetRendersAndReportsEachLifecycleModifierItIgnores() throws {
        #expect(ApiGapsWidget().body._descriptor.displayName == "API gaps")
        #expect(ApiGapsWidget().body._descriptor.description == "Widget code from open-source apps.")
        let image = try image()
        let ignored = image.diagnostics.filter { $0.kind == .ignoredInteraction }.map(\.message)
        for name in ["onAppear", "task", "onChange", "onReceive"] {
            #expect(ignored.contains { $0.hasPrefix("\(name) does nothing in a widget (its closure never runs") }, "\(name): \(ignored)")
        }
        #expect(ignored.count == 4)
        var texts: [String] = []
        image.layout.forEach { if let t = $0.text { texts.append(t) } }
        #expect(texts.starts(with: ["Today", "Steps", "Play"]))
        #expect(image.layout.frame(of: "title") != nil, "accessibility(identifier:) tags the layout")
        var labels: [String] = []
        image.layout.forEach { if let l = $0.accessibilityLabel { labels.append(l) } }
        #expect(labels == ["Widget title"])
    }

    @Test func tappingRunsPerformOfEveryKindOfIntent() throws {
        let before = IntentLog.all
        let image = try image()
        _ = try renderer.tap("play", on: image)
        _ = try renderer.tap("workout", on: image)
        _ = try renderer.tap("quote", on: image)
        #expect(Array(IntentLog.all.dropFirst(before.count)) == ["play", "workout", "snippet"])
    }

    @Test func aProgressReportingIntentsProgressIsReported() throws {
        let tap = try renderer.tap("sync", on: try image())
        #expect(tap.progressFractionCompleted == 0.75)
        #expect(try renderer.tap("play", on: try image()).progressFractionCompleted == nil)
    }

    @Test func openURLInPerformIsRecordedAsTheTapsURL() throws {
        let image = try image()
        #expect(try renderer.tap("details", on: image).openedURL == URL(fileURLWithPath: "/details/today"))
        #expect(try renderer.tap("article", on: image).openedURL == URL(fileURLWithPath: "/articles/42"), "a result that opens an OpenURLIntent")
        #expect(try renderer.tap("team", on: image).openedURL?.absoluteString == "https://scores.example.com/teams/red%20sox", "a URLRepresentableIntent")
        #expect(try renderer.tap("play", on: image).openedURL == nil)
    }

    @Test func openURLActionsHandlersDecideWhatIsOpened() async throws {
        let url = URL(fileURLWithPath: "/a")
        let other = URL(fileURLWithPath: "/b")
        let handled = OpenURLAction { _ in .handled }
        let redirected = OpenURLAction { _ in .systemAction(other) }
        let ((), opened) = await OpenedURLRecording.recording {
            handled(url)
            redirected(url)
            EnvironmentValues().openURL(url)
            let discarded = OpenURLAction { _ in .discarded }
            discarded(url) { accepted in #expect(!accepted) }
        }
        #expect(opened == [other, url])
        EnvironmentValues().openURL(url)  // outside a tap: nothing to record, nothing happens
    }
}
