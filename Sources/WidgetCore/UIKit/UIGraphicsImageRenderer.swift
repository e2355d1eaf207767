import Foundation

/// The context a ``UIGraphicsImageRenderer`` hands its drawing closure, as UIKit's
/// `UIGraphicsImageRendererContext` (without `cgContext`: CoreGraphics is not declared).
public final class UIGraphicsImageRendererContext: @unchecked Sendable {
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat

    init(format: UIGraphicsImageRendererFormat) { self.format = format }

    /// Fills `rect` with the current fill colour (see ``UIGraphicsImageRenderer``: not drawn yet).
    public func fill(_ rect: CGRect) {}

    /// Outlines `rect` with the current stroke colour (not drawn yet).
    public func stroke(_ rect: CGRect) {}
}

/// Makes an image from drawing code, as UIKit's `UIGraphicsImageRenderer`.
///
/// The image has the renderer's size and format's scale, so layout around it is right, but the
/// drawing is not drawn yet: `Image(uiImage:)` draws a placeholder of that size and reports it.
/// Compose the images with `Image(uiImage:)` views instead (a `ZStack`, `.resizable()`,
/// `.frame`), which draw the same.
///
/// ```swift
/// let logo = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: image.imageRendererFormat).image { _ in
///     image.draw(in: CGRect(x: 0, y: 0, width: 10, height: 10))
/// }
/// ```
public final class UIGraphicsImageRenderer: @unchecked Sendable {
    /// The image's size in points.
    public let size: CGSize
    /// The image's format.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer of `size` points in the default format.
    public convenience init(size: CGSize) {
        self.init(size: size, format: .default())
    }

    /// A renderer of `size` points in `format`.
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.size = size
        self.format = format
    }

    /// A renderer of the size of `bounds` in `format`.
    public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.init(size: bounds.size, format: format)
    }

    /// Runs `actions` and returns the image: of the renderer's size and scale, drawn as a
    /// placeholder (reported) when shown.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        actions(UIGraphicsImageRendererContext(format: format))
        return UIImage(rendererDrawingOf: size, scale: format.scale)
    }
}
