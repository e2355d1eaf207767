import Foundation

/// What the jobs of a `sheet` run make (plans, cell images, review data), one slot per job,
/// filled from the batch's worker threads and read once the jobs have finished.
final class SheetSlots<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Value?]

    /// `count` empty slots.
    init(count: Int) { slots = Array(repeating: nil, count: count) }

    /// Stores the value of job `index`.
    func set(_ index: Int, _ value: Value) {
        lock.withLock { slots[index] = value }
    }

    /// The values of `range`, or nil when a job of it made none (it failed).
    func values(_ range: Range<Int>) -> [Value]? {
        lock.withLock {
            let found = slots[range].compactMap { $0 }
            return found.count == range.count ? found : nil
        }
    }

    /// Every value made, in job order (the slots of failed jobs are left out).
    var made: [Value] {
        lock.withLock { slots.compactMap { $0 } }
    }
}
