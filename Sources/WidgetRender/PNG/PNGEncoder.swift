internal import CWidgetRender
import Foundation

/// Encodes a ``Bitmap`` as PNG: 8-bit RGBA, straight alpha, no interlacing, and no chunk
/// besides IHDR, IDAT and IEND (no time, text or gamma chunks), so that the same bitmap
/// always gives the same bytes.
///
/// ```swift
/// let png = try PNGEncoder().encode(bitmap)
/// png.prefix(8)   // [137, 80, 78, 71, 13, 10, 26, 10]: the PNG signature
/// ```
package struct PNGEncoder: Sendable {
    // The default favours speed: snapshots are written and compared far more often than they
    // are archived. libdeflate at level 1 with no row filter, the scanlines built in the same
    // pass that un-premultiplies, takes about half the time of libpng with zlib level 1 and the
    // Up filter (the previous default) and gives about a third fewer bytes on the gallery
    // images; `make bench` measures both side by side ("png encode" rows). On these images no
    // filter also beats Up inside libpng: flat fills and anti-aliased edges compress better
    // unfiltered with a modern deflate.

    /// How the bytes are compressed.
    package enum Backend: Sendable, Hashable {
        /// libdeflate at a level 1…12, no row filter (the default, level 1).
        case deflate(level: Int)
        /// libpng with zlib at a level 0…9 and a row filter (kept for comparison).
        case libpng(level: Int, filter: PNGFilter)
    }

    /// The largest side libpng writes by default (`PNG_USER_WIDTH_MAX`), in pixels; the limit
    /// is kept for both backends.
    static let maximumSide = 1_000_000

    /// How the bytes are compressed.
    package var backend: Backend

    /// Creates an encoder with the package's fixed settings (libdeflate level 1, no filter).
    package init() {
        self.init(backend: .deflate(level: 1))
    }

    /// The encoder of snapshot references: written once, read many times, kept in
    /// repositories, so the smallest file is worth a slower encode (libdeflate at its highest
    /// level, 12).
    package static let reference = PNGEncoder(backend: .deflate(level: 12))

    /// Creates an encoder with explicit settings (for measuring them).
    package init(backend: Backend) {
        switch backend {
        case .deflate(let level): self.backend = .deflate(level: min(max(level, 1), 12))
        case .libpng(let level, let filter): self.backend = .libpng(level: min(max(level, 0), 9), filter: filter)
        }
    }

    /// The PNG bytes of `bitmap`.
    ///
    /// - Throws: ``WidgetRenderError`` when the bitmap is empty or wider or taller than
    ///   ``maximumSide``, or compression fails.
    package func encode(_ bitmap: Bitmap) throws -> [UInt8] {
        let sides = 1...PNGEncoder.maximumSide
        guard sides.contains(bitmap.width), sides.contains(bitmap.height) else {
            throw WidgetRenderError(
                "cannot encode a \(bitmap.width)×\(bitmap.height) bitmap as PNG; "
                    + "expected 1 to \(PNGEncoder.maximumSide) pixels per side"
            )
        }
        switch backend {
        case .deflate(let level): return try encodeWithDeflate(bitmap, level: level)
        case .libpng(let level, let filter): return try encodeWithLibpng(bitmap, compressionLevel: level, filter: filter)
        }
    }

    /// Encodes with libpng and zlib.
    private func encodeWithLibpng(_ bitmap: Bitmap, compressionLevel: Int, filter: PNGFilter) throws -> [UInt8] {
        let pixels = bitmap.straightAlphaBytes
        var output: UnsafeMutablePointer<UInt8>?
        var length = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = pixels.withUnsafeBufferPointer { buffer in
            wr_png_encode_rgba8(
                buffer.baseAddress, UInt32(bitmap.width), UInt32(bitmap.height), bitmap.width * 4,
                Int32(compressionLevel), filter.libpngMask, &output, &length, &message, message.count
            )
        }
        defer { free(output) }
        guard status == 0, let output else {
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw WidgetRenderError(
                "cannot encode a \(bitmap.width)×\(bitmap.height) bitmap as PNG: \(reason.isEmpty ? "libpng failed" : reason); "
                    + "free some memory and try again"
            )
        }
        return Array(UnsafeBufferPointer(start: output, count: length))
    }
}
