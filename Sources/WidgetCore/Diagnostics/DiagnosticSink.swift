import Foundation

/// Collects the diagnostics of one render, in order and without duplicates.
final class DiagnosticSink: @unchecked Sendable {
    // Only used by the thread running one render; the lock makes misuse harmless.
    private let lock = NSLock()
    private var seen: Set<Diagnostic> = []
    private var ordered: [Diagnostic] = []

    init() {}

    func report(_ diagnostic: Diagnostic) {
        lock.lock()
        defer { lock.unlock() }
        if seen.insert(diagnostic).inserted { ordered.append(diagnostic) }
    }

    var diagnostics: [Diagnostic] {
        lock.lock()
        defer { lock.unlock() }
        return ordered
    }
}
