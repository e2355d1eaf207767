import Foundation

/// A one-shot barrier: each of `parties` threads blocks in ``arriveAndWait()`` until all have
/// arrived, so that a test can prove its threads overlapped.
final class Rendezvous: @unchecked Sendable {
    // @unchecked: `arrived` is only touched while `condition` is locked.
    private let condition = NSCondition()
    private let parties: Int
    private var arrived = 0

    /// Creates a barrier for `parties` threads.
    init(parties: Int) {
        self.parties = parties
    }

    /// Blocks until `parties` threads have called this method.
    func arriveAndWait() {
        condition.lock()
        defer { condition.unlock() }
        arrived += 1
        condition.broadcast()
        while arrived < parties { condition.wait() }
    }
}

extension Rendezvous {
    /// Runs `body(index)` on `threads` new threads that start it together, and returns when
    /// every one has finished.
    static func runTogether(threads: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let start = Rendezvous(parties: threads)
        let finished = DispatchGroup()
        for index in 0..<threads {
            finished.enter()
            Thread.detachNewThread {
                defer { finished.leave() }
                start.arriveAndWait()
                body(index)
            }
        }
        finished.wait()
    }
}
