import Foundation

extension RenderedImage {
    /// The image's pixels as straight-alpha (not premultiplied) 8-bit RGBA, rows top to bottom.
    ///
    /// These are the values a PNG of the image stores. They are computed from the rendered
    /// pixels on every access; keep the value when reading many pixels.
    ///
    /// ```swift
    /// let image = try renderer.render(Color.red.frame(width: 2, height: 1),
    ///                                 canvas: CGSize(width: 2, height: 1))
    /// let pixels = image.pixels
    /// pixels[x: 0, y: 0]   // rgba(255, 0, 0, 255)
    /// ```
    public var pixels: PixelBuffer { PixelBuffer(bitmap) }

    /// The size in points: the pixel size divided by ``scale``.
    ///
    /// The pixel size is the rendered canvas rounded to whole pixels, so this can differ from
    /// the requested canvas by up to half a pixel per side.
    ///
    /// ```swift
    /// let image = try renderer.render(StepsWidget(), entry: StepsEntry.sample, in: WidgetContext(family: .systemSmall))
    /// image.pixelWidth   // 488
    /// image.size         // (162.67, 162.67): 488 pixels at 3×
    /// ```
    public var size: CGSize {
        CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale)
    }
}
