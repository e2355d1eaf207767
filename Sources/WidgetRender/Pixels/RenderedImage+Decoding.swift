import Foundation

extension RenderedImage {
    /// Creates an image from the bytes of a PNG file, for comparing it with rendered images.
    ///
    /// Any PNG libpng reads (any bit depth, palette, greyscale, with or without alpha) is
    /// converted to 8-bit RGBA. The image has no diagnostics, and its ``layout`` holds a
    /// single node covering the whole image, since the pixels did not come from views.
    /// A PNG written by ``pngData()`` decodes to the same ``pixels``.
    ///
    /// ```swift
    /// let reference = try RenderedImage(pngData: Data(contentsOf: url), scale: 3)
    /// let image = try renderer.render(StepsWidget(), entry: StepsEntry.sample, in: WidgetContext(family: .systemSmall))
    /// image.pixels == reference.pixels   // true when nothing changed
    /// ```
    ///
    /// - Parameters:
    ///   - pngData: The bytes of a `.png` file.
    ///   - scale: Device pixels per point, used for ``size``; finite and positive.
    /// - Throws: ``WidgetRenderError`` when `scale` is not finite and positive, or the data is
    ///   empty, not a PNG, truncated, corrupt or larger than 64 Mi pixels.
    public init(pngData: Data, scale: CGFloat = 1) throws {
        let scale = try RenderedImage.checkedScale(scale)
        let bitmap = try PNGDecoder.decode(pngData)
        self.init(bitmap: bitmap, scale: scale)
    }

    /// Creates an image from straight-alpha pixels, for example to encode them as PNG.
    ///
    /// The pixels are stored premultiplied, as rendered images are: opaque and fully
    /// transparent pixels come back from ``pixels`` exactly, a translucent colour as the
    /// nearest colour its premultiplied bytes hold (`rgba(255, 0, 0, 128)` stays as it is; a
    /// fully transparent pixel's colour becomes 0, 0, 0). The image has no diagnostics and a
    /// one-node ``layout`` covering it.
    ///
    /// ```swift
    /// let pixels = try PixelBuffer(width: 1, height: 1, bytes: [0, 128, 255, 255])
    /// let image = try RenderedImage(pixels: pixels, scale: 2)
    /// image.size   // (0.5, 0.5)
    /// try image.writePNG(to: URL(fileURLWithPath: "pixel.png"))
    /// ```
    ///
    /// - Parameters:
    ///   - pixels: The pixels; at least 1×1.
    ///   - scale: Device pixels per point, used for ``size``; finite and positive.
    /// - Throws: ``WidgetRenderError`` when `scale` is not finite and positive, or `pixels`
    ///   is empty.
    public init(pixels: PixelBuffer, scale: CGFloat = 1) throws {
        let scale = try RenderedImage.checkedScale(scale)
        guard pixels.width > 0, pixels.height > 0 else {
            throw WidgetRenderError(
                "cannot make an image of \(pixels.width)×\(pixels.height) pixels; pass a pixel buffer of at least 1×1 pixels"
            )
        }
        self.init(bitmap: Bitmap(pixels), scale: scale)
    }

    /// An image of `bitmap` that did not come from views: no diagnostics, and a layout of
    /// one node covering the image.
    ///
    /// - Precondition: `scale` is finite and positive.
    init(bitmap: Bitmap, scale: CGFloat) {
        let size = CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale)
        self.init(bitmap: bitmap, scale: scale, layout: .pixels(covering: size), diagnostics: [])
    }

    /// `scale` when it is finite and positive.
    ///
    /// - Throws: ``WidgetRenderError`` otherwise, naming the value.
    static func checkedScale(_ scale: CGFloat) throws -> CGFloat {
        guard scale.isFinite, scale > 0 else {
            throw WidgetRenderError(
                "image scale \(scale) is not a finite, positive number of pixels per point; pass e.g. 1, 2 or 3"
            )
        }
        return scale
    }
}
