import Foundation
import WidgetCore

/// One pass of the rasteriser over a display list: what a surface draws.
///
/// Full colour is one pass that draws every item as it is. The surfaces of the accented and
/// vibrant modes (`Surfaces/`) are built from passes too: one draws a group of items into an
/// alpha mask, another recolours and composites it onto the backdrop; a pass chooses its items
/// with ``RasterPassContext/replay(_:where:)``.
package protocol RasterPass {
    /// Draws this pass of `list` on the context's canvas and returns what it noticed.
    func draw(_ list: DisplayList, in context: RasterPassContext) throws -> PassFindings
}

/// What a pass draws with: the canvas, its visible area and the text engine.
package struct RasterPassContext {
    let canvas: CairoCanvas
    /// The canvas in points.
    let visibleRect: CGRect
    let textEngine: TextEngine

    /// Replays the items of `list` that `include` accepts (scope items always), back to front.
    ///
    /// - Throws: ``WidgetRenderError`` when an item cannot be drawn, naming it.
    package func replay(_ list: DisplayList, where include: (DisplayItem) -> Bool = { _ in true }) throws {
        var replay = DisplayListReplay(canvas: canvas, visibleRect: visibleRect, textEngine: textEngine)
        for (index, item) in list.items.enumerated() where item.operation.drawnBounds == nil || include(item) {
            try replay.draw(item.operation)
            try canvas.checkStatus("drawing display item \(index) (\(item.operation.name))")
        }
    }
}

/// The full-colour pass: every item as it is.
package struct FullColorPass: RasterPass {
    package init() {}

    package func draw(_ list: DisplayList, in context: RasterPassContext) throws -> PassFindings {
        try context.replay(list)
        return PassFindings()
    }
}

extension DisplayItem.Operation {
    /// Whether the operation draws (fill, stroke, text, image) rather than opening or closing
    /// a scope. Operations other passes add are scopes unless listed here.
    var isDrawing: Bool {
        switch self {
        case .fill, .stroke, .text, .image: return true
        default: return false
        }
    }
}
