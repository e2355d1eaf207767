import Dispatch
import Foundation
import WidgetCore

/// Asks a preview's timeline provider for its entries, as the system does for
/// `#Preview(as:) { … } timelineProvider: { … }`, and never waits forever: the provider runs on a
/// thread of its own, and a completion that does not come within ``timeout`` is an error (a
/// second completion is ignored).
enum PreviewTimeline {
    /// How long a provider may take to call its completion: 10 seconds, far above what a
    /// preview's provider (fixture data, no network) needs.
    static let timeout: TimeInterval = 10

    /// The entries of `provider`'s timeline for `context`.
    static func entries<P: TimelineProvider>(of provider: P, in context: TimelineProviderContext, timeout: TimeInterval = timeout) async throws -> [any TimelineEntry] {
        let providerName = String(describing: P.self)
        let call = ProviderCall { done in
            provider.erasedTimeline(in: context) { timeline in done(timeline.entries) }
        }
        let box: EntriesBox = try await withCheckedThrowingContinuation { continuation in
            call.start(timeout: timeout, providerName: providerName) { continuation.resume(with: $0) }
        }
        return box.entries
    }
}

/// Entries handed from the provider's thread to the awaiting render, their only user from then on.
private struct EntriesBox: @unchecked Sendable {
    let entries: [any TimelineEntry]
}

/// One call of a provider's `getTimeline`, whose outcome is delivered once: the first
/// completion, or the timeout.
private final class ProviderCall: @unchecked Sendable {
    // Unchecked: `body` runs once, on the call's own thread; `finished` is used only under `lock`.
    private let body: (@escaping @Sendable ([any TimelineEntry]) -> Void) -> Void
    private let lock = NSLock()
    private var finished = false

    init(_ body: @escaping (@escaping @Sendable ([any TimelineEntry]) -> Void) -> Void) { self.body = body }

    func start(timeout: TimeInterval, providerName: String, deliver: @escaping @Sendable (Result<EntriesBox, Error>) -> Void) {
        let thread = Thread { [self] in
            body { entries in
                if self.claim() { deliver(.success(EntriesBox(entries: entries))) }
            }
        }
        thread.stackSize = 8 << 20
        thread.start()
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [self] in
            if claim() {
                deliver(.failure(WidgetRenderError("the timeline provider \(providerName) did not call its completion within \(String(format: "%g", timeout)) s; call completion(Timeline(entries:policy:)) exactly once")))
            }
        }
    }

    private func claim() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if finished { return false }
        finished = true
        return true
    }
}
