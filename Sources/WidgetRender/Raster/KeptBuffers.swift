import Foundation

/// A thread-safe pool of `malloc`ed buffers kept between uses, so that a render's large
/// buffers are not faulted in and zeroed by the kernel page by page every time.
///
/// ``take(_:)`` lends the smallest kept buffer that fits, or a new one; ``giveBack(_:capacity:)``
/// keeps it, at most ``maximumBuffers`` and ``maximumBytes`` in all (a full pool frees its
/// smallest buffers first; a buffer larger than the whole pool is freed). Contents are not
/// cleared: a user writes before it reads. ``CairoSurfaceBuffers`` and ``PNGScratch`` each
/// keep one.
final class KeptBuffers: @unchecked Sendable {
    // @unchecked: `kept`, `keptBytes` and `reuseCount` are only touched while `lock` is held.

    /// The most buffers kept.
    let maximumBuffers: Int
    /// The most bytes kept in all.
    let maximumBytes: Int

    private let lock = NSLock()
    private var kept: [(base: UnsafeMutableRawPointer, capacity: Int)] = []
    private var keptBytes = 0
    private var reuseCount = 0

    init(maximumBuffers: Int, maximumBytes: Int) {
        self.maximumBuffers = maximumBuffers
        self.maximumBytes = maximumBytes
    }

    /// A buffer of at least `bytes` bytes and its capacity: the smallest kept one that fits,
    /// or a new one; nil when none can be allocated.
    func take(_ bytes: Int) -> (base: UnsafeMutableRawPointer, capacity: Int)? {
        lock.lock()
        let best = kept.indices.filter { kept[$0].capacity >= bytes }.min { kept[$0].capacity < kept[$1].capacity }
        if let best {
            let buffer = kept.remove(at: best)
            keptBytes -= buffer.capacity
            reuseCount += 1
            lock.unlock()
            return buffer
        }
        lock.unlock()
        guard let base = malloc(max(bytes, 1)) else { return nil }
        return (base, bytes)
    }

    /// Keeps the buffer `base` of `capacity` bytes for a later ``take(_:)``, or frees it.
    func giveBack(_ base: UnsafeMutableRawPointer, capacity: Int) {
        lock.lock()
        defer { lock.unlock() }
        guard capacity <= maximumBytes else {
            free(base)
            return
        }
        kept.append((base, capacity))
        keptBytes += capacity
        kept.sort { $0.capacity > $1.capacity }
        while kept.count > maximumBuffers || keptBytes > maximumBytes, let smallest = kept.popLast() {
            keptBytes -= smallest.capacity
            free(smallest.base)
        }
    }

    /// How many takes so far got a kept buffer (for tests).
    var reuses: Int {
        lock.lock()
        defer { lock.unlock() }
        return reuseCount
    }

    /// How many buffers are kept now, and their bytes (for tests).
    var keptBuffers: (count: Int, bytes: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (kept.count, keptBytes)
    }
}
