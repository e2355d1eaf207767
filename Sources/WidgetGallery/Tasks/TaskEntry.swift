import Foundation

#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
#else
    import WidgetRender
#endif

/// One moment of the tasks widget: a list's tasks, open and done.
///
/// Its JSON is the natural one:
/// `{"date": …, "list": "Today", "tasks": [{"id": "1", "title": "Call the bank", "due": …, "isDone": false}]}`.
public struct TaskEntry: TimelineEntry, Codable, Sendable {
    /// One task of the list.
    public struct Item: Codable, Sendable, Hashable, Identifiable {
        /// The task's identifier, which the toggle intent carries.
        public let id: String
        /// What to do.
        public let title: String
        /// When it is due, if it has a time.
        public let due: Date?
        /// Whether it is done.
        public let isDone: Bool

        /// Creates a task.
        public init(id: String, title: String, due: Date? = nil, isDone: Bool = false) {
            self.id = id
            self.title = title
            self.due = due
            self.isDone = isDone
        }

        /// Whether the task is open and its due time is before `date`.
        func isOverdue(at date: Date) -> Bool {
            guard let due, !isDone else { return false }
            return due < date
        }

        /// The task with its done state flipped.
        var toggled: Item { Item(id: id, title: title, due: due, isDone: !isDone) }
    }

    /// The moment the list is shown at: tasks due before it are overdue.
    public let date: Date
    /// The list's name, e.g. `Today`.
    public let list: String
    /// The tasks, in the list's order.
    public let tasks: [Item]

    /// Creates an entry.
    public init(date: Date, list: String, tasks: [Item]) {
        self.date = date
        self.list = list
        self.tasks = tasks
    }

    /// The tasks not done yet.
    var open: [Item] { tasks.filter { !$0.isDone } }
    /// The tasks done.
    var done: [Item] { tasks.filter(\.isDone) }

    /// The same list at another moment.
    func at(_ date: Date) -> TaskEntry { TaskEntry(date: date, list: list, tasks: tasks) }

    /// An evening at 8:26 PM (UTC): eight tasks, three done, one overdue.
    public static let sample: TaskEntry = {
        let now = Date(timeIntervalSince1970: 1_780_000_000)
        // Due times on the hour and half hour of the same day: 8 PM is 1_779_998_400.
        func at(_ hours: Double) -> Date { Date(timeIntervalSince1970: 1_779_998_400 + hours * 3600) }
        return TaskEntry(
            date: now, list: "Today",
            tasks: [
                Item(id: "1", title: "Reply to Ana re: venue", due: at(0)),
                Item(id: "2", title: "Book train tickets", due: at(-6), isDone: true),
                Item(id: "3", title: "Call Mum", due: at(1)),
                Item(id: "4", title: "Water the plants", isDone: true),
                Item(id: "5", title: "Review the Q3 report", due: at(1.5)),
                Item(id: "6", title: "Buy oat milk and lemons"),
                Item(id: "7", title: "Morning run", due: at(-12), isDone: true),
                Item(id: "8", title: "Pack for the trip", due: at(2.5)),
            ])
    }()

    /// What the widget gallery shows before it has data: three open tasks.
    public static let placeholder = TaskEntry(
        date: sample.date, list: "Today",
        tasks: [Item(id: "p1", title: "A task to do"), Item(id: "p2", title: "Another task"), Item(id: "p3", title: "One more task")]
    )
}
