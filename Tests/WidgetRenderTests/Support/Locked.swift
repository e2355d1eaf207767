import Foundation

/// A value shared between threads in tests, guarded by a lock.
///
/// Tests use this rather than `Synchronization.Mutex` captured by thread closures: ThreadSanitizer
/// reports accesses to a captured `Mutex`'s storage as races (`make sanitize` runs the suite under it).
final class Locked<Value>: @unchecked Sendable {
    // @unchecked: `value` is only touched while `lock` is held.
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value while holding the lock.
    func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
