import Foundation

/// One result slot per job, filled from the worker threads, and the counter that hands out
/// the next job: the batch runner's only shared state, each behind a lock.
final class ResultSlots: @unchecked Sendable {
    /// Hands out 0, 1, 2… once each, from any thread.
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0

        /// The next number below `limit`, or nil when they are all taken.
        func take(below limit: Int) -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard next < limit else { return nil }
            next += 1
            return next - 1
        }
    }

    private let lock = NSLock()
    private var slots: [Result<[BatchJob.File], BatchFailure>?]
    /// Called with each slot in slot order, as soon as it and every slot before it are filled.
    private let inOrder: ((Int, Result<[BatchJob.File], BatchFailure>) -> Void)?
    private var nextInOrder = 0

    /// `count` empty slots; `inOrder` is handed each result in slot order, as soon as it and
    /// every one before it are in (on the thread that filled the last of them, one call at a
    /// time).
    init(count: Int, inOrder: ((Int, Result<[BatchJob.File], BatchFailure>) -> Void)? = nil) {
        slots = Array(repeating: nil, count: count)
        self.inOrder = inOrder
    }

    /// Fills slot `index`.
    func set(_ index: Int, _ result: Result<[BatchJob.File], BatchFailure>) {
        lock.lock()
        defer { lock.unlock() }
        slots[index] = result
        guard let inOrder else { return }
        while nextInOrder < slots.count, let ready = slots[nextInOrder] {
            inOrder(nextInOrder, ready)
            nextInOrder += 1
        }
    }

    /// The results in slot order; a slot never filled (impossible once every worker has
    /// finished) reads as a failure that says so.
    var values: [Result<[BatchJob.File], BatchFailure>] {
        lock.lock()
        defer { lock.unlock() }
        return slots.map { $0 ?? .failure(BatchFailure(CommandError(.failure, "the job did not run"))) }
    }
}
