import Foundation

#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
#else
    import WidgetRender
#endif

/// The tasks timeline: the store's list now and at each of the next three hours, so due
/// times turn overdue without the app waking the widget.
struct TaskProvider: TimelineProvider {
    func placeholder(in context: Context) -> TaskEntry { .placeholder }

    func getSnapshot(in context: Context, completion: @escaping (TaskEntry) -> Void) {
        completion(.sample)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<TaskEntry>) -> Void) {
        let now = TaskEntry.sample.date
        let current = TaskEntry(date: now, list: TaskEntry.sample.list, tasks: TaskStore.shared.tasks)
        let entries = (0..<4).map { current.at(now.addingTimeInterval(Double($0) * 3600)) }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}
