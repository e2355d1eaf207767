import Foundation

/// How many views the `ForEach`es of one resolution pass may still build, shared by every
/// scope of the pass.
///
/// A `ForEach` over an entry's data builds one view per element, and the data is the app's:
/// a million hourly values would build a million views, taking tens of seconds and gigabytes
/// before layout cuts all but a few. A widget shows a few dozen views, so each `ForEach`
/// builds at most ``ForEachLimits/maximumElements`` and a pass at most
/// ``ForEachLimits/maximumViews``; the rest are never built, and a diagnostic says so.
final class ResolveBudget: @unchecked Sendable {
    // One pass runs on one thread; the lock makes misuse harmless.
    private let lock = NSLock()
    private var left = ForEachLimits.maximumViews

    init() {}

    /// Takes up to `wanted` views from the budget and returns how many were granted.
    func take(_ wanted: Int) -> Int {
        lock.lock()
        defer { lock.unlock() }
        let granted = min(max(wanted, 0), left)
        left -= granted
        return granted
    }
}

/// The bounds on what `ForEach` builds (see ``ResolveBudget``).
public enum ForEachLimits {
    /// The most elements one `ForEach` builds views for: as many as a lazy grid lays out or a
    /// chart draws marks. (A large widget holds about 40 rows of caption text.)
    public static let maximumElements = 1_000
    /// The most views all `ForEach`es of one widget build together, so nested ones stay bounded
    /// (1,000 × 1,000 elements would otherwise build a million).
    public static let maximumViews = 10_000
}
