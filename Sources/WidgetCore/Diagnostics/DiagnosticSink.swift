import Foundation

/// Collects the diagnostics of one render, in order and without duplicates.
final class DiagnosticSink: @unchecked Sendable {
    // Only used by the thread running one render; the lock makes misuse harmless.
    private let lock = NSLock()
    private var seen: Set<Diagnostic> = []
    private var ordered: [Diagnostic] = []

    private var nestingBeyondLimit = false

    init() {}

    /// Records that views were nested beyond what is resolved.
    func noteNestingBeyondLimit() {
        lock.lock()
        defer { lock.unlock() }
        nestingBeyondLimit = true
    }

    /// Whether views were nested beyond what is resolved.
    var wasNestingBeyondLimit: Bool {
        lock.lock()
        defer { lock.unlock() }
        return nestingBeyondLimit
    }

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

    /// The sink of the render running on this task, for value types that correct an input
    /// while they resolve (a font size, a colour component) and have no scope to report to.
    @TaskLocal private static var currentSink: DiagnosticSink?

    /// Runs `body` with this sink as the current one.
    func collecting<R>(_ body: () throws -> R) rethrows -> R {
        try DiagnosticSink.$currentSink.withValue(self, operation: body)
    }

    /// Reports `diagnostic` to the current render's sink, if a render is running.
    static func reportToCurrent(_ diagnostic: Diagnostic) {
        currentSink?.report(diagnostic)
    }
}
