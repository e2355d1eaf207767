internal import CWidgetRender
import Foundation
import WidgetCore

extension TextEngine {
    /// Draws `drawing` on `context`, laid out with exactly its `width`, `maxLines` and
    /// `fontScale`, so that the layout's logical rectangle starts at `frame.origin`.
    ///
    /// Runs without a colour of their own are filled with the drawing's style (a gradient
    /// spans `frame`).
    ///
    /// - Throws: ``WidgetRenderError`` when Pango or Cairo cannot create the layout or style.
    func draw(_ drawing: TextDrawing, in context: CairoContext) throws {
        guard drawing.frame.origin.isFinite else { return }
        let laidOut = try makeLayout(drawing.text, width: drawing.width, maxLines: drawing.maxLines, fontScale: drawing.fontScale)
        guard !laidOut.isEmpty else { return }
        let logical = laidOut.layout.logicalExtents
        context.save()
        defer { context.restore() }
        try context.setSource(drawing.style, over: drawing.frame)
        context.withUnsafeContext { cr in
            cairo_move_to(
                cr,
                Double(drawing.frame.minX) - Double(logical.x) / Double(PANGO_SCALE),
                Double(drawing.frame.minY) - Double(logical.y) / Double(PANGO_SCALE)
            )
            laidOut.layout.withUnsafeLayout { pango_cairo_show_layout(cr, $0) }
        }
    }
}
