import Foundation
import WidgetRender

/// An entry dated `WidgetContext.referenceDate`, for fixture widgets that show no data.
struct ReferenceDateEntry: TimelineEntry {
    let date: Date
}

/// A provider of one ``ReferenceDateEntry`` that never reloads, for fixture widgets.
struct ReferenceDateProvider: TimelineProvider {
    func placeholder(in context: Context) -> ReferenceDateEntry { ReferenceDateEntry(date: WidgetContext.referenceDate) }
    func getSnapshot(in context: Context, completion: @escaping (ReferenceDateEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<ReferenceDateEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}
