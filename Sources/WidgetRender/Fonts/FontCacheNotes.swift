import Foundation

/// The notes of this process's font configurations about the font cache (a cache file that
/// did not check out and was replaced), for a program to print: the `widget-render` tool
/// prints each as a warning line on standard error. The pixels are the same either way.
package final class FontCacheNotes: @unchecked Sendable {
    // @unchecked: `notes` is guarded by `lock`.

    /// The notes of this process.
    package static let shared = FontCacheNotes()

    private let lock = NSLock()
    private var notes: [String] = []

    /// Adds `note`.
    func append(_ note: String) {
        lock.lock()
        notes.append(note)
        lock.unlock()
    }

    /// The notes added since the last call, oldest first.
    package func take() -> [String] {
        lock.lock()
        defer { lock.unlock() }
        let taken = notes
        notes = []
        return taken
    }
}
