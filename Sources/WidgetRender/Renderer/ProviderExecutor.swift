import Dispatch
import Foundation

/// Runs a widget's provider and intents off the caller's threads: callbacks on a queue of
/// their own, async methods on a task executor backed by that queue (so they never wait for
/// Swift's shared cooperative threads, which the caller may be blocking), each outcome awaited
/// for at most a bounded time.
///
/// Every run gets its own queue: a provider that never returns blocks only its own.
final class ProviderExecutor: TaskExecutor, @unchecked Sendable {
    // @unchecked: the queue is the only state and is thread-safe.
    private let queue: DispatchQueue

    init(label: String) {
        queue = DispatchQueue(label: "WidgetRender.provider.\(label)")
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }

    /// Runs `body` on the queue.
    func async(_ body: @escaping @Sendable () -> Void) {
        queue.async(execute: body)
    }
}

/// The outcome of one provider call: the first delivered value, how many were delivered,
/// and a bounded wait for the first.
final class CallOutcome<Value>: @unchecked Sendable {
    // @unchecked: `first` and `count` are only touched while `lock` is held.
    private let lock = NSLock()
    private let delivered = DispatchSemaphore(value: 0)
    private var first: Value?
    private var count = 0

    /// Records a delivery; only the first is kept.
    func deliver(_ value: Value) {
        lock.lock()
        count += 1
        let isFirst = count == 1
        if isFirst { first = value }
        lock.unlock()
        if isFirst { delivered.signal() }
    }

    /// The first value, waiting until `deadline`; `nil` if none came by then.
    func wait(until deadline: DispatchTime) -> Value? {
        guard delivered.wait(timeout: deadline) == .success else { return nil }
        lock.lock()
        defer { lock.unlock() }
        return first
    }

    /// How many times a value was delivered so far.
    var deliveries: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}
