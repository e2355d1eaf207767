import Foundation

/// How a ``UIGraphicsImageRenderer`` makes its image, as UIKit's `UIGraphicsImageRendererFormat`.
public final class UIGraphicsImageRendererFormat: @unchecked Sendable {
    /// Pixels per point of the image (3, as the devices WidgetRender renders for by default).
    public var scale: CGFloat = 3
    /// Whether the image has no transparency.
    public var opaque = false

    /// A format of scale 3, not opaque.
    public init() {}

    /// The default format, as UIKit's `default()`.
    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The format best for the device, as UIKit's `preferred()`: the default here.
    public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

extension UIImage {
    /// A renderer format of the image's scale, as UIKit's `imageRendererFormat`.
    public var imageRendererFormat: UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return format
    }

    /// Draws the image in `rect` of the current ``UIGraphicsImageRenderer`` drawing, as
    /// UIKit's `draw(in:)`; outside one it does nothing.
    public func draw(in rect: CGRect) { draw(in: rect, alpha: 1) }

    /// Draws the image in `rect` with `alpha` (see ``draw(in:)``).
    public func draw(in rect: CGRect, alpha: CGFloat) {
        UIGraphicsRecording.current?.commands.append(.image(self, rect, alpha: alpha))
    }

    /// Draws the image at `point` in its size (see ``draw(in:)``).
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size), alpha: 1) }
}
