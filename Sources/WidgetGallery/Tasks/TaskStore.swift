import Foundation

/// The tasks the widget shows and its toggle intent changes.
///
/// An app would keep these in its App Group container; the gallery keeps them in memory,
/// starting from ``TaskEntry/sample``'s tasks, so every render starts from the same list.
final class TaskStore: @unchecked Sendable {
    /// The list the provider reads.
    static let shared = TaskStore()

    private let lock = NSLock()
    private var items = TaskEntry.sample.tasks

    /// The tasks, in the list's order.
    var tasks: [TaskEntry.Item] {
        lock.lock()
        defer { lock.unlock() }
        return items
    }

    /// Flips the done state of the task `id`; an unknown id changes nothing.
    func toggle(_ id: String) {
        lock.lock()
        defer { lock.unlock() }
        items = items.map { $0.id == id ? $0.toggled : $0 }
    }

    /// Puts the list back to the sample's tasks.
    func reset() {
        lock.lock()
        defer { lock.unlock() }
        items = TaskEntry.sample.tasks
    }
}
