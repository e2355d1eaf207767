internal import CWidgetRender
import Foundation
import WidgetCore

extension TextEngine {
    /// Draws `drawing` on `context` with the layout shaped when it was measured (kept by
    /// ``measure(_:width:maxLines:fontScale:)`` under the same arguments), so that the layout's
    /// logical rectangle starts at `frame.origin`. Only a text not measured by this engine, or
    /// whose layout was forgotten, is laid out again, with the same function.
    ///
    /// Runs without a colour of their own are filled with the drawing's style (a gradient
    /// spans `frame`).
    ///
    /// - Throws: ``WidgetRenderError`` when Pango or Cairo cannot create the layout or style.
    func draw(_ drawing: TextDrawing, in context: CairoCanvas) throws {
        guard drawing.frame.origin.isFinite else { return }
        let laidOut = try shapedLayout(for: TextMeasurementKey(drawing))
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
