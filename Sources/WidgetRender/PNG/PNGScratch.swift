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

    private static let pool = KeptBuffers(maximumBuffers: maximumBuffers, maximumBytes: maximumBytes)

    /// Lends `body` a buffer of at least `bytes` bytes (uninitialised); it must not escape.
    ///
    /// - Throws: ``WidgetRenderError`` when the memory cannot be allocated, or what `body`
    ///   throws.
    static func withBuffer<R>(bytes: Int, _ body: (UnsafeMutableRawPointer) throws -> R) throws -> R {
        guard let buffer = pool.take(bytes) else {
            throw WidgetRenderError("cannot allocate \(bytes) bytes to encode a PNG; free some memory or render a smaller image")
        }
        defer { pool.giveBack(buffer.base, capacity: buffer.capacity) }
        return try body(buffer.base)
    }
}
