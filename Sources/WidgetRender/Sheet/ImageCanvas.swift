import Foundation

/// A canvas of whole pixels onto which rendered images are composited: the page of a
/// contact sheet.
///
/// The canvas starts filled with a background colour (straight alpha, as ``PixelBuffer``
/// stores it). Each `draw(_:atX:y:)` places an image's pixels with their
/// top-left corner at an integer pixel position, source-over onto what is already there;
/// the parts that fall outside the canvas are cut off. Positions are in pixels, whatever the
/// scale an image was rendered at. The result is a premultiplied ``Bitmap``
/// (``bitmap``) or a ``RenderedImage`` (``image(scale:)``).
///
/// Blending is done in Swift on the premultiplied bytes with the same arithmetic as Cairo's
/// (pixman's) `OVER`: each channel becomes `s + round(d × (255 − sₐ) / 255)`, so a sheet
/// has the same bytes as Cairo would draw and on every machine.
///
/// ```swift
/// var sheet = try ImageCanvas(width: 1000, height: 500,
///                             background: PixelBuffer.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
/// sheet.draw(small, atX: 16, y: 16)
/// sheet.draw(medium, atX: 16 + small.pixelWidth + 16, y: 16)
/// try sheet.image(scale: 3).writePNG(to: URL(fileURLWithPath: "sheet.png"))
/// ```
package struct ImageCanvas: Sendable {
    /// The width in pixels.
    package let width: Int
    /// The height in pixels.
    package let height: Int
    /// The premultiplied RGBA bytes, `width × height × 4`, rows top to bottom.
    var bytes: [UInt8]

    /// Creates a canvas filled with `background`.
    ///
    /// The limits are the rasteriser's: 1 to ``CanvasSize/maximumSide`` pixels per side.
    ///
    /// - Parameters:
    ///   - width: The width in pixels.
    ///   - height: The height in pixels.
    ///   - background: The colour of every pixel before anything is drawn, straight alpha;
    ///     transparent by default.
    /// - Throws: ``WidgetRenderError`` when a side is less than 1 or more than
    ///   ``CanvasSize/maximumSide`` pixels.
    package init(width: Int, height: Int, background: PixelBuffer.Pixel = PixelBuffer.Pixel(red: 0, green: 0, blue: 0, alpha: 0)) throws {
        let sides = 1...CanvasSize.maximumSide
        guard sides.contains(width), sides.contains(height) else {
            throw WidgetRenderError(
                "cannot make an image canvas of \(width)×\(height) pixels; expected 1 to \(CanvasSize.maximumSide) pixels per side; "
                    + "put fewer images on one sheet, or render them at a smaller scale"
            )
        }
        let fill = Bitmap(width: 1, height: 1, straightRGBA: [background.red, background.green, background.blue, background.alpha]).bytes
        self.width = width
        self.height = height
        let count = width * height * 4
        let word = fill.withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) }
        self.bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            UnsafeMutableRawPointer(buffer.baseAddress!).initializeMemory(as: UInt32.self, repeating: word, count: count / 4)
            initialized = count
        }
    }

    /// The canvas's pixels, premultiplied.
    package var bitmap: Bitmap {
        Bitmap(width: width, height: height, premultipliedRGBA: bytes)
    }
}
