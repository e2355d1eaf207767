import Foundation
import WidgetCore

/// Draws a ``DisplayList`` into a ``Bitmap`` with Cairo.
///
/// The canvas is `round(size × scale)` pixels, transparent where nothing is drawn; user space
/// is points, scaled by the list's scale. Items are replayed back to front: fills and strokes
/// (solid colours, linear and radial gradients over each item's bounds), clips, transparency
/// groups and text (through the same ``TextEngine`` that measured it).
///
/// ```swift
/// let list = DisplayList(size: CGSize(width: 2, height: 1), scale: 1, items: [
///     DisplayItem(.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)),
///                       style: .color(RGBA(red: 1, green: 0, blue: 0)),
///                       bounds: .zero, rule: .nonZero)),
/// ])
/// let bitmap = try Rasterizer.render(list)
/// bitmap.pixel(x: 0, y: 0)   // rgba(255, 0, 0, 255)
/// bitmap.pixel(x: 1, y: 0)   // rgba(0, 0, 0, 0)
/// ```
package enum Rasterizer {
    /// Renders `list` with a text engine from `pool`.
    ///
    /// - Throws: ``WidgetRenderError`` for an empty or oversized canvas, missing fonts or a
    ///   Cairo failure.
    package static func render(_ list: DisplayList, pool: TextEnginePool = .shared) throws -> Bitmap {
        try pool.withEngine { try render(list, textEngine: $0) }
    }

    /// Renders `list`, drawing text with `textEngine`.
    ///
    /// - Throws: ``WidgetRenderError`` for an empty or oversized canvas or a Cairo failure.
    package static func render(_ list: DisplayList, textEngine: TextEngine) throws -> Bitmap {
        let size = try CanvasSize(list)
        let surface = try CairoSurface(width: size.width, height: size.height)
        let context = try CairoCanvas(surface: surface)
        context.scale(by: list.scale)
        var replay = DisplayListReplay(context: context, textEngine: textEngine)
        for (index, item) in list.items.enumerated() {
            try replay.draw(item.operation)
            try context.checkStatus("drawing display item \(index) (\(item.operation.name))")
        }
        replay.finish()
        try context.checkStatus("finishing the display list")
        return try surface.bitmap()
    }
}
