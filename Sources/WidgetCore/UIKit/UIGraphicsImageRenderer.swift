import Foundation

/// The context a ``UIGraphicsImageRenderer`` hands its drawing closure, as UIKit's
/// `UIGraphicsImageRendererContext` (without `cgContext`: CoreGraphics is not declared).
public final class UIGraphicsImageRendererContext: @unchecked Sendable {
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat

    init(format: UIGraphicsImageRendererFormat) { self.format = format }

    /// Fills `rect` with the fill colour (`UIColor.setFill()`, black by default), as UIKit's.
    public func fill(_ rect: CGRect) { UIRectFill(rect) }

    /// Outlines `rect` with the stroke colour, as UIKit's: not drawn (an outline is not
    /// recorded); the image is reported when shown.
    public func stroke(_ rect: CGRect) {
        UIGraphicsRecording.current?.unsupported.append("stroke(_:)")
    }
}

/// Makes an image from drawing code, as UIKit's `UIGraphicsImageRenderer`.
///
/// The closure's drawing calls are recorded, `UIImage.draw(in:)` (`draw(in:alpha:)`,
/// `draw(at:)`) and `fill(_:)`/`UIRectFill` with the colour of `UIColor.setFill()`, and the
/// image they make is composed when it is shown: an SVG document of the renderer's size in
/// which each drawn image keeps its own pixels or vectors, so `Image(uiImage:)` resizes it and
/// draws it in every look as any other image. Images from bytes, asset catalogs and other
/// renderers are drawn; an SF Symbol or a PDF image drawn into one, and `stroke(_:)`, are not:
/// a grey box stands in for each, reported.
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

    /// Runs `actions`, recording what they draw, and returns the image of the renderer's size
    /// and scale.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let recording = UIGraphicsRecording()
        UIGraphicsRecording.$current.withValue(recording) {
            actions(UIGraphicsImageRendererContext(format: format))
        }
        return UIImage(drawing: UIImageDrawing(size: size, commands: recording.commands, unsupported: recording.unsupported), scale: format.scale)
    }
}
