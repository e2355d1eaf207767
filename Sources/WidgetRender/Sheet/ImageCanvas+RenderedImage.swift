import Foundation

extension ImageCanvas {
    /// Composites `image`'s pixels source-over with their top-left corner at pixel (`x`, `y`).
    ///
    /// The position is in pixels: images rendered at different scales are placed pixel for
    /// pixel, not resized. Parts outside the canvas are cut off.
    ///
    /// ```swift
    /// var sheet = try ImageCanvas(width: 1000, height: 500)
    /// sheet.draw(try renderer.render(StepsWidget(), entry: StepsEntry.sample, in: context), atX: 16, y: 16)
    /// ```
    ///
    /// - Parameters:
    ///   - image: The image to draw.
    ///   - x: The canvas column of the image's left edge; may be negative or past the canvas.
    ///   - y: The canvas row of the image's top edge; may be negative or past the canvas.
    package mutating func draw(_ image: RenderedImage, atX x: Int, y: Int) {
        draw(image.bitmap, atX: x, y: y)
    }

    /// The canvas as an image with `scale` pixels per point, no diagnostics and a one-node
    /// layout covering it.
    ///
    /// ```swift
    /// try sheet.image(scale: 3).writePNG(to: URL(fileURLWithPath: "sheet.png"))
    /// ```
    ///
    /// - Parameter scale: Device pixels per point, for the image's `size`; finite and positive.
    /// - Throws: ``WidgetRenderError`` when `scale` is not finite and positive.
    package func image(scale: CGFloat = 1) throws -> RenderedImage {
        RenderedImage(bitmap: bitmap, scale: try RenderedImage.checkedScale(scale))
    }
}
