import Foundation

/// An image's pixels as straight-alpha (not premultiplied) 8-bit RGBA, rows top to bottom.
///
/// Byte `(y × width + x) × 4` is the red channel of pixel (x, y); green, blue and alpha
/// follow, with no padding between rows. The colour channels are not multiplied by alpha,
/// as PNG files and most image tools store them: a half-transparent pure red is
/// `rgba(255, 0, 0, 128)`.
///
/// Get one from a ``RenderedImage`` (``RenderedImage/pixels``) to check pixels in a test, or
/// build one from bytes and turn it into an image with ``RenderedImage/init(pixels:scale:)``.
///
/// ```swift
/// let image = try renderer.render(Color.red.frame(width: 2, height: 1),
///                                 canvas: CGSize(width: 2, height: 1))
/// let pixels = image.pixels
/// pixels[x: 1, y: 0]        // rgba(255, 0, 0, 255)
/// pixels.bytes.count        // 8
///
/// let custom = try PixelBuffer(width: 1, height: 1, bytes: [0, 0, 255, 128])
/// custom[x: 0, y: 0].alpha  // 128
/// ```
public struct PixelBuffer: Sendable, Equatable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// The straight-alpha RGBA bytes, `width × height × 4` of them, rows top to bottom.
    public let bytes: [UInt8]

    /// Creates a pixel buffer from straight-alpha RGBA bytes, checking their count.
    ///
    /// A buffer may be empty (a width or height of 0 with no bytes).
    ///
    /// ```swift
    /// let pixels = try PixelBuffer(width: 2, height: 1, bytes: [255, 0, 0, 255, 0, 0, 255, 255])
    /// pixels[x: 1, y: 0]   // rgba(0, 0, 255, 255)
    /// ```
    ///
    /// - Parameters:
    ///   - width: The width in pixels, 0 or more.
    ///   - height: The height in pixels, 0 or more.
    ///   - bytes: Exactly `width × height × 4` bytes: red, green, blue and alpha of each
    ///     pixel, not premultiplied, rows top to bottom.
    /// - Throws: ``WidgetRenderError`` when the width or height is negative, or `bytes` does
    ///   not hold exactly four bytes per pixel.
    public init(width: Int, height: Int, bytes: [UInt8]) throws {
        guard width >= 0, height >= 0 else {
            throw WidgetRenderError(
                "a pixel buffer of \(width)×\(height) pixels has a negative side; pass a width and height of 0 or more"
            )
        }
        let (pixels, pixelsOverflow) = width.multipliedReportingOverflow(by: height)
        let (count, countOverflow) = pixels.multipliedReportingOverflow(by: 4)
        guard !pixelsOverflow, !countOverflow, count == bytes.count else {
            let expected = pixelsOverflow || countOverflow ? "more bytes than memory can hold" : "\(count) bytes"
            throw WidgetRenderError(
                "a pixel buffer of \(width)×\(height) pixels needs width × height × 4 = \(expected), got \(bytes.count); "
                    + "pass one straight-alpha red, green, blue, alpha quadruple per pixel, rows top to bottom"
            )
        }
        self.init(unchecked: width, height: height, bytes: bytes)
    }

    /// Creates a pixel buffer whose byte count the caller has checked.
    init(unchecked width: Int, height: Int, bytes: [UInt8]) {
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// The pixel at column `x`, row `y` (0, 0 is the top-left corner).
    ///
    /// As with an array index, asking for a pixel outside the buffer is a programming error
    /// and stops the program; use ``pixel(x:y:)`` when the coordinates may be outside.
    ///
    /// ```swift
    /// let pixels = try PixelBuffer(width: 1, height: 1, bytes: [255, 0, 0, 128])
    /// pixels[x: 0, y: 0]   // rgba(255, 0, 0, 128)
    /// ```
    ///
    /// - Parameters:
    ///   - x: The column, `0 ..< width`.
    ///   - y: The row, `0 ..< height`.
    /// - Precondition: `0 <= x < width` and `0 <= y < height`.
    public subscript(x x: Int, y y: Int) -> Pixel {
        precondition(
            x >= 0 && y >= 0 && x < width && y < height,
            "pixel (\(x), \(y)) is outside the \(width)×\(height) pixel buffer; use pixel(x:y:) for coordinates that may be outside"
        )
        return pixel(unchecked: x, y: y)
    }

    /// The pixel at column `x`, row `y`, or `nil` when that is outside the buffer.
    ///
    /// ```swift
    /// let pixels = try PixelBuffer(width: 1, height: 1, bytes: [255, 0, 0, 128])
    /// pixels.pixel(x: 0, y: 0)   // rgba(255, 0, 0, 128)
    /// pixels.pixel(x: 1, y: 0)   // nil
    /// ```
    ///
    /// - Parameters:
    ///   - x: The column; 0 is the left edge.
    ///   - y: The row; 0 is the top edge.
    public func pixel(x: Int, y: Int) -> Pixel? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        return pixel(unchecked: x, y: y)
    }

    private func pixel(unchecked x: Int, y: Int) -> Pixel {
        let i = (y * width + x) * 4
        return Pixel(red: bytes[i], green: bytes[i + 1], blue: bytes[i + 2], alpha: bytes[i + 3])
    }
}
