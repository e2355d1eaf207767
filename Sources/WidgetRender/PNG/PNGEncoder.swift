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
    // The defaults favour speed: snapshots are written and compared far more often than they
    // are archived. Measured on a 1014×474 rendered image (gradient background, radial
    // gradient, group, dashed stroke, four text items), release build, 2-core machine shared
    // with another build, median of 21 encodes each, un-premultiplying included; two runs:
    //
    //   zlib level, filter        time (ms)     size (bytes)
    //   1, none                   10.5–10.9     155,284
    //   1, sub                    12.2–12.6     150,556
    //   1, up                     12.1–12.9     143,513   <- chosen: as fast as sub, smaller
    //   1, paeth                  13.6–16.9     145,607
    //   1, adaptive (all five)    22.6–27.1     144,265
    //   2, up                     13.5–13.9     139,097
    //   3, up                     16.5–17.5     135,590
    //   6, adaptive (libpng's)    39.2–52.3     117,445
    //   9, adaptive              248–284        113,557
    //
    // Level 1 + Up costs ~15% more time than no filter for 8% fewer bytes, and a third of
    // libpng's default time for 22% more bytes.

    /// The largest side libpng writes by default (`PNG_USER_WIDTH_MAX`), in pixels.
    static let maximumSide = 1_000_000

    /// The zlib compression level, 0…9.
    var compressionLevel: Int
    /// The row filter.
    var filter: PNGFilter

    /// Creates an encoder with the package's fixed settings (zlib level 1, the Up filter).
    package init() {
        self.init(compressionLevel: 1, filter: .up)
    }

    /// Creates an encoder with explicit settings (for measuring them).
    init(compressionLevel: Int, filter: PNGFilter) {
        self.compressionLevel = min(max(compressionLevel, 0), 9)
        self.filter = filter
    }

    /// The PNG bytes of `bitmap`.
    ///
    /// - Throws: ``WidgetRenderError`` when the bitmap is empty or wider or taller than
    ///   ``maximumSide``, or libpng fails.
    package func encode(_ bitmap: Bitmap) throws -> [UInt8] {
        let sides = 1...PNGEncoder.maximumSide
        guard sides.contains(bitmap.width), sides.contains(bitmap.height) else {
            throw WidgetRenderError(
                "cannot encode a \(bitmap.width)×\(bitmap.height) bitmap as PNG; "
                    + "expected 1 to \(PNGEncoder.maximumSide) pixels per side"
            )
        }
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
