import Foundation

/// Ends the process when one piece of work runs longer than its limit, printing what it was
/// (a hang must fail loudly, never stall a CI job).
final class Watchdog: @unchecked Sendable {
    // @unchecked: `work` and `deadline` are only touched under `lock`.
    private let lock = NSLock()
    private let seconds: Double
    private var work: (name: String, source: String)?
    private var deadline = Date.distantFuture
    private var thread: Thread?

    init(seconds: Double) {
        self.seconds = seconds
        let thread = Thread { [weak self] in
            while let self {
                Thread.sleep(forTimeInterval: 0.25)
                self.check()
            }
        }
        thread.start()
        self.thread = thread
    }

    /// Starts timing `name`.
    func arm(_ name: String, source: String) {
        lock.withLock {
            work = (name, source)
            deadline = Date().addingTimeInterval(seconds)
        }
    }

    /// Stops timing.
    func disarm() {
        lock.withLock { work = nil }
    }

    private func check() {
        let expired = lock.withLock { work != nil && Date() > deadline ? work : nil }
        guard let expired else { return }
        FileHandle.standardError.write(Data("widget-render-fuzz: \(expired.name) ran over \(seconds) s (a hang):\n  \(expired.source)\n".utf8))
        exit(3)
    }
}
