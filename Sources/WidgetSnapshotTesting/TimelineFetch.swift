import Dispatch
import Foundation
import WidgetRender

/// Asks a provider for its timeline and waits for the completion, at most `timeout`.
///
/// The completion may be called at once or later, from any thread. Calling it on the main
/// queue asynchronously while an XCTest test (which runs on the main thread) waits here
/// cannot work: the wait then ends at the timeout.
enum TimelineFetch {
    /// The timeline `provider` gives for `context`, or `nil` when it did not call the
    /// completion within `timeout`.
    static func timeline<P: TimelineProvider>(of provider: P, in context: TimelineProviderContext, timeout: Duration) -> Timeline<P.Entry>? {
        let box = TimelineBox<P.Entry>()
        provider.getTimeline(in: context, completion: SendableCompletion.assumingSendable { timeline in box.deliver(timeline) })
        return box.wait(timeout)
    }
}

/// The first timeline delivered, and a semaphore to wait for it.
private final class TimelineBox<Entry: TimelineEntry>: @unchecked Sendable {
    private let lock = NSLock()
    private let arrived = DispatchSemaphore(value: 0)
    private var timeline: Timeline<Entry>?

    func deliver(_ value: Timeline<Entry>) {
        lock.lock()
        let first = timeline == nil
        if first { timeline = value }
        lock.unlock()
        if first { arrived.signal() }
    }

    func wait(_ timeout: Duration) -> Timeline<Entry>? {
        let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
        _ = arrived.wait(timeout: .now() + seconds)
        lock.lock()
        defer { lock.unlock() }
        return timeline
    }
}
