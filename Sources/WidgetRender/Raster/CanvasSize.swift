import Foundation
import WidgetCore

/// The pixel size of a display list's canvas: `round(size × scale)` per side.
///
/// Two limits bound the pixels, and both are checked before any pixel is allocated:
/// - every rasterised display list (a widget, a canvas render, an image of a sheet) is 1 to
///   ``maximumSide`` pixels per side;
/// - a canvas render (``WidgetRenderer/render(_:canvas:environment:)``, whose size the caller
///   chooses freely) is also at most ``maximumCanvasPixels`` pixels in all, at a scale of at
///   most ``maximumCanvasScale``. A 16,384-pixel side fits that area only as a strip
///   (16,384 × 1,024); a square canvas is at most 4096 × 4096.
///
/// Widget renders need no area limit: their sizes come from the device table and their scale
/// is at most `WidgetContext/maximumScale`, so the largest (an iPad 13" extra large widget at
/// 8×) is 5984 × 2848 pixels.
struct CanvasSize: Sendable, Hashable {
    /// The largest canvas side, in pixels.
    static let maximumSide = 16_384
    /// The most pixels of a canvas render: 4096 × 4096, 64 MB of RGBA (the bitmap, which is
    /// also the surface drawn on).
    static let maximumCanvasPixels = 4096 * 4096
    /// The largest display scale of a canvas render: a widget's, `WidgetContext/maximumScale`.
    static let maximumCanvasScale = WidgetContext.maximumScale

    /// The width in pixels.
    var width: Int
    /// The height in pixels.
    var height: Int

    /// The pixel size of `list`'s canvas.
    ///
    /// - Throws: ``WidgetRenderError`` when the size or scale is not finite and positive, or a
    ///   side rounds to less than 1 or more than ``maximumSide`` pixels.
    init(_ list: DisplayList) throws {
        try self.init(size: list.size, scale: list.scale)
    }

    /// The pixel size of a canvas of `size` points at `scale`.
    ///
    /// - Throws: ``WidgetRenderError`` when the size or scale is not finite and positive, or a
    ///   side rounds to less than 1 or more than ``maximumSide`` pixels.
    init(size: CGSize, scale: CGFloat) throws {
        let w = size.width * scale
        let h = size.height * scale
        let limit = CGFloat(CanvasSize.maximumSide)
        guard scale.isFinite, scale > 0, w.isFinite, h.isFinite,
            w.rounded() >= 1, h.rounded() >= 1, w.rounded() <= limit, h.rounded() <= limit
        else {
            throw WidgetRenderError(
                "cannot render a canvas of \(size.width)×\(size.height) points at scale \(scale); "
                    + "expected a finite size and scale giving 1 to \(CanvasSize.maximumSide) pixels per side"
            )
        }
        self.width = Int(w.rounded())
        self.height = Int(h.rounded())
    }

    /// The pixel size of a canvas render of `size` points at the display scale `scale`, within
    /// the limits of a canvas render as well as a display list's.
    ///
    /// - Throws: ``WidgetRenderError`` when the scale is not finite and in (0,
    ///   ``maximumCanvasScale``], the canvas is over ``maximumCanvasPixels`` pixels, or a side
    ///   is not 1 to ``maximumSide`` pixels.
    init(canvasRender size: CGSize, scale: CGFloat) throws {
        guard scale.isFinite, scale > 0, scale <= CanvasSize.maximumCanvasScale else {
            throw WidgetRenderError(
                "environment.displayScale \(scale) is out of range for a canvas render; "
                    + "use a finite scale in (0, \(Int(CanvasSize.maximumCanvasScale))], e.g. 2 or 3"
            )
        }
        let w = (size.width * scale).rounded()
        let h = (size.height * scale).rounded()
        let pixels = w * h
        guard w.isFinite, h.isFinite, pixels <= CGFloat(CanvasSize.maximumCanvasPixels) else {
            throw WidgetRenderError(
                "a canvas of \(size.width)×\(size.height) points at scale \(scale) would be "
                    + "\(CanvasSize.count(w))×\(CanvasSize.count(h)) = \(CanvasSize.count(pixels)) pixels, over the limit of "
                    + "\(CanvasSize.maximumCanvasPixels) pixels (4096×4096) for a canvas render; "
                    + "pass a smaller canvas or a smaller environment.displayScale"
            )
        }
        try self.init(size: size, scale: scale)
    }

    /// `value` (a whole number) as an integer while it fits, else in scientific notation.
    private static func count(_ value: CGFloat) -> String {
        value.isFinite && abs(value) < 1e15 ? String(Int(value)) : String(describing: value)
    }
}
