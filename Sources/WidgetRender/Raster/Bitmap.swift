import Foundation

/// A rendered image: premultiplied RGBA, 8 bits per channel, rows top to bottom, no padding.
///
/// Byte `(y × width + x) × 4` is pixel (x, y)'s red; green, blue and alpha follow. Colour
/// channels are premultiplied by alpha, as the rasteriser produces them; ``PNGEncoder``
/// un-premultiplies when it writes PNG.
package struct Bitmap: Sendable, Equatable {
    /// The width in pixels.
    package let width: Int
    /// The height in pixels.
    package let height: Int
    /// The premultiplied RGBA bytes, `width × height × 4` of them.
    package let bytes: [UInt8]

    /// Creates a bitmap from premultiplied RGBA bytes.
    ///
    /// - Precondition: `bytes.count == width × height × 4` (callers in this module construct
    ///   the bytes for the size; a mismatch is a programming error).
    init(width: Int, height: Int, premultipliedRGBA bytes: [UInt8]) {
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// Creates a bitmap from premultiplied RGBA bytes, checking their count.
    ///
    /// - Throws: ``WidgetRenderError`` when the size is negative or `bytes` does not hold
    ///   exactly `width × height × 4` bytes.
    package init(validatingWidth width: Int, height: Int, premultipliedRGBA bytes: [UInt8]) throws {
        let (pixels, pixelsOverflow) = width.multipliedReportingOverflow(by: height)
        let (count, countOverflow) = pixels.multipliedReportingOverflow(by: 4)
        guard width >= 0, height >= 0, !pixelsOverflow, !countOverflow, count == bytes.count else {
            throw WidgetRenderError(
                "a \(width)×\(height) bitmap needs width × height × 4 RGBA bytes, got \(bytes.count); "
                    + "pass exactly one premultiplied RGBA quadruple per pixel"
            )
        }
        self.init(width: width, height: height, premultipliedRGBA: bytes)
    }
}
