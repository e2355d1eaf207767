import Foundation

/// The encoder's working buffers (the scanlines and the compressed stream), kept between
/// encodes.
///
/// A buffer allocated afresh for each image has every page faulted in and zeroed by the kernel
/// on each encode: for the contact sheets of `sheet --all`, some 200 MB of scanlines, a fifth
/// of the time of writing them. Buffers given back are kept, at most ``maximumBuffers`` and
/// ``maximumBytes`` in all, and lent to the next encode that fits in one. Their contents are
/// never read before they are written, so a kept buffer gives the same bytes as a new one.
enum PNGScratch {
    /// The most buffers kept.
    static let maximumBuffers = 4
    /// The most bytes kept in all; a larger buffer is freed after use.
    static let maximumBytes = 160 << 20

    private static let lock = NSLock()
    nonisolated(unsafe) private static var kept: [(base: UnsafeMutableRawPointer, capacity: Int)] = []
    nonisolated(unsafe) private static var keptBytes = 0

    /// Lends `body` a buffer of at least `bytes` bytes (uninitialised); it must not escape.
    ///
    /// - Throws: ``WidgetRenderError`` when the memory cannot be allocated, or what `body`
    ///   throws.
    static func withBuffer<R>(bytes: Int, _ body: (UnsafeMutableRawPointer) throws -> R) throws -> R {
        let buffer = try take(max(bytes, 1))
        defer { giveBack(buffer) }
        return try body(buffer.base)
    }

    private static func take(_ bytes: Int) throws -> (base: UnsafeMutableRawPointer, capacity: Int) {
        lock.lock()
        let best = kept.indices.filter { kept[$0].capacity >= bytes }.min { kept[$0].capacity < kept[$1].capacity }
        if let best {
            let buffer = kept.remove(at: best)
            keptBytes -= buffer.capacity
            lock.unlock()
            return buffer
        }
        lock.unlock()
        guard let base = malloc(bytes) else {
            throw WidgetRenderError("cannot allocate \(bytes) bytes to encode a PNG; free some memory or render a smaller image")
        }
        return (base, bytes)
    }

    /// Keeps `buffer` for a later encode, or frees it when the pool is full; a full pool drops
    /// its smallest buffers for a larger one.
    private static func giveBack(_ buffer: (base: UnsafeMutableRawPointer, capacity: Int)) {
        lock.lock()
        defer { lock.unlock() }
        guard buffer.capacity <= maximumBytes else {
            free(buffer.base)
            return
        }
        kept.append(buffer)
        keptBytes += buffer.capacity
        kept.sort { $0.capacity > $1.capacity }
        while kept.count > maximumBuffers || keptBytes > maximumBytes, let smallest = kept.popLast() {
            keptBytes -= smallest.capacity
            free(smallest.base)
        }
    }
}
