import Foundation

/// Runs the `sheet` command's work items on several threads: each worker takes the next item
/// until none is left, results come back in item order, and the first error stops the rest.
///
/// This is the command's own small pool; the work items are independent renders, so any
/// scheduler that runs them and keeps their order gives the same files.
enum SheetBatch {
    /// Runs `body` for `0..<count` on up to `jobs` threads and returns the results in order.
    ///
    /// - Parameters:
    ///   - count: The number of items.
    ///   - jobs: The most threads to use (at least 1).
    ///   - done: Called after each item, on the worker's thread, one call at a time.
    ///   - body: The work of one item.
    /// - Throws: The first error an item threw (the items not yet started are skipped).
    static func map<T>(count: Int, jobs: Int, done: (Int) -> Void = { _ in }, _ body: (Int) throws -> T) throws -> [T] {
        let state = State<T>(count: count)
        let workers = max(1, min(jobs, count))
        withoutActuallyEscaping(body) { body in
            withoutActuallyEscaping(done) { done in
                let work = Work(body: body, done: done)
                if workers == 1 {
                    state.drain(work)
                } else {
                    DispatchQueue.concurrentPerform(iterations: workers) { _ in state.drain(work) }
                }
            }
        }
        return try state.results()
    }

    /// The closures of one run, handed to the workers (each runs on one thread at a time per
    /// item; `done` is called under the state's lock).
    private struct Work<T>: @unchecked Sendable {
        let body: (Int) throws -> T
        let done: (Int) -> Void
    }

    /// The next item, the results and the first error, behind a lock.
    private final class State<T>: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0
        private var finished = 0
        private var slots: [T?]
        private var failure: (any Error)?

        init(count: Int) { slots = Array(repeating: nil, count: count) }

        /// Takes items until none is left or one has failed.
        func drain(_ work: Work<T>) {
            while let index = take() {
                do {
                    let value = try work.body(index)
                    lock.withLock {
                        slots[index] = value
                        finished += 1
                        work.done(finished)
                    }
                } catch {
                    lock.withLock { if failure == nil { failure = error } }
                }
            }
        }

        private func take() -> Int? {
            lock.withLock {
                guard failure == nil, next < slots.count else { return nil }
                defer { next += 1 }
                return next
            }
        }

        func results() throws -> [T] {
            if let failure { throw failure }
            return slots.compactMap { $0 }
        }
    }
}
