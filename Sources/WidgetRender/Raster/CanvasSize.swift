import Foundation
import WidgetCore

/// The pixel size of a display list's canvas: `round(size × scale)` per side.
struct CanvasSize: Sendable, Hashable {
    /// The largest canvas side, in pixels.
    static let maximumSide = 16_384

    /// The width in pixels.
    var width: Int
    /// The height in pixels.
    var height: Int

    /// The pixel size of `list`'s canvas.
    ///
    /// - Throws: ``WidgetRenderError`` when the size or scale is not finite and positive, or a
    ///   side rounds to less than 1 or more than ``maximumSide`` pixels.
    init(_ list: DisplayList) throws {
        let w = list.size.width * list.scale
        let h = list.size.height * list.scale
        let limit = CGFloat(CanvasSize.maximumSide)
        guard list.scale.isFinite, list.scale > 0, w.isFinite, h.isFinite,
              w.rounded() >= 1, h.rounded() >= 1, w.rounded() <= limit, h.rounded() <= limit
        else {
            throw WidgetRenderError(
                "cannot render a canvas of \(list.size.width)×\(list.size.height) points at scale \(list.scale); "
                    + "expected a finite size and scale giving 1 to \(CanvasSize.maximumSide) pixels per side"
            )
        }
        self.width = Int(w.rounded())
        self.height = Int(h.rounded())
    }
}
