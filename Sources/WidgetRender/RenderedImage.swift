import Foundation
import WidgetCore

/// A rendered widget or view: pixels, the layout they came from, and diagnostics.
public struct RenderedImage: Sendable {
    /// The pixels: premultiplied RGBA at device scale (for comparing images in tests).
    package let bitmap: Bitmap
    /// Device pixels per point: the scale the image was rendered at (3 on a 3× iPhone).
    ///
    /// ```swift
    /// let image = try renderer.render(StepsWidget(), entry: StepsEntry.sample, in: WidgetContext(family: .systemSmall))
    /// image.scale   // 3.0: iPhone6_1 renders at 3×
    /// ```
    public let scale: CGFloat
    /// Every view's kind and frame in points.
    public let layout: LayoutTree
    /// What the renderer noticed: truncated text, a missing container background, text under
    /// 11 pt, corrected values, substituted fonts…
    public let diagnostics: [Diagnostic]
    /// How the widget was made, for `tap(_:on:)` (`nil` for plain views and sheets).
    package var source: WidgetSource? = nil

    /// The width in pixels.
    public var pixelWidth: Int { bitmap.width }
    /// The height in pixels.
    public var pixelHeight: Int { bitmap.height }

    /// The image as PNG bytes (the same bytes for the same input, on every machine).
    public func pngData() throws -> Data {
        Data(try PNGEncoder().encode(bitmap))
    }

    /// Writes the PNG atomically: to a temporary file beside `url`, then renamed, so no
    /// partial file is ever left.
    ///
    /// - Throws: ``WidgetRenderError`` naming the path when it cannot be written.
    public func writePNG(to url: URL) throws {
        try AtomicFileWriter.write(try PNGEncoder().encode(bitmap), to: url)
    }
}
