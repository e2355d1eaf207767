// Previews as a user's widget extension writes them, compiled through WidgetRender's #Preview
// macro with WidgetRender as a path dependency, then found and rendered at run time.
import Foundation
import WidgetRender

struct CountEntry: TimelineEntry {
    let date: Date
    let count: Int
}

struct CountProvider: TimelineProvider {
    func placeholder(in context: Context) -> CountEntry { CountEntry(date: .distantPast, count: 0) }
    func getSnapshot(in context: Context, completion: @escaping (CountEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<CountEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct CountWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "count", provider: CountProvider()) { entry in
            Text("\(entry.count)").font(.largeTitle).containerBackground(.white, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

#Preview(as: .systemSmall) {
    CountWidget()
} timeline: {
    CountEntry(date: Date(timeIntervalSince1970: 1_800_000_000), count: 1)
    CountEntry(date: Date(timeIntervalSince1970: 1_800_000_600), count: 2)
}

struct Greeting_Previews: PreviewProvider {
    static var previews: some View {
        Greeting().previewContext(WidgetPreviewContext(family: .systemMedium))
    }
}

/// Renders every preview of this module; returns the problems found (none when all is well).
func checkPreviews(with renderer: WidgetRenderer) async throws -> [String] {
    let previews = renderer.previews(inModule: "Consumer")
    guard previews.count == 2 else { return ["expected 2 previews, found \(previews.map(\.displayName))"] }
    var problems: [String] = []
    let timeline = try await renderer.render(previews[1])
    if timeline.count != 2 { problems.append("the #Preview timeline rendered \(timeline.count) entries, not 2") }
    let provider = try await renderer.render(previews[0])
    if provider.first?.image.pixelWidth != 1034 { problems.append("the PreviewProvider preview is not systemMedium") }
    return problems
}
