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
        try TextLock.run {
            let laidOut = try shapedLayout(for: TextMeasurementKey(drawing))
            guard !laidOut.isEmpty else { return }
            let logical = laidOut.layout.logicalExtents
            context.save()
            defer { context.restore() }
            try context.setSource(drawing.style, over: drawing.frame)
            context.withUnsafeContext { cr in
                let x = Double(drawing.frame.minX) - Double(logical.x) / Double(PANGO_SCALE)
                let y = Double(drawing.frame.minY) - Double(logical.y) / Double(PANGO_SCALE)
                laidOut.layout.withUnsafeLayout { layout in
                    let oversize = Self.oversize(layout, logicalHeight: Double(logical.height) / Double(PANGO_SCALE), in: cr)
                    guard oversize > 1 else {
                        cairo_move_to(cr, x, y)
                        pango_cairo_show_layout(cr, layout)
                        return
                    }
                    // FreeType cannot load glyphs this big (the render failed with "error occurred
                    // in libfreetype"): the outlines are made under a transform `oversize` times
                    // smaller, where the lines are ``tallestGlyphLine`` pixels tall, taken back in
                    // user space and filled under the real transform, at full size.
                    guard oversize.isFinite else { return }  // nothing of it can be on the canvas
                    if Self.hasColourGlyphs(layout) {
                        // A colour emoji is a bitmap: its "outline" is the bitmap traced as a path,
                        // a rectangle per pixel, millions at this size (the render failed, "out of
                        // memory", fuzz seed 23 tree 1936). Such a text is drawn as glyphs with its
                        // lines ``tallestGlyphLine`` pixels tall, about the text's centre: smaller
                        // than asked, at a size that already overflows any widget.
                        let cx = x + Double(logical.width) / Double(PANGO_SCALE) / 2
                        let cy = y + Double(logical.height) / Double(PANGO_SCALE) / 2
                        cairo_translate(cr, cx, cy)
                        cairo_scale(cr, 1 / oversize, 1 / oversize)
                        cairo_translate(cr, -cx, -cy)
                        cairo_move_to(cr, x, y)
                        pango_cairo_show_layout(cr, layout)
                        return
                    }
                    guard let outlines = Self.outlines(of: layout, at: x, y, under: cr, reducedBy: oversize) else { return }
                    cairo_new_path(cr)
                    cairo_append_path(cr, outlines)
                    cairo_path_destroy(outlines)
                    cairo_fill(cr)
                }
            }
        }
    }

    /// The outlines of `layout` with its logical origin at `x`, `y`, in the user space of `cr`,
    /// made under `cr`'s transform `reduction` times smaller.
    ///
    /// They are made on a context of their own over an unbounded recording surface: Cairo
    /// drops glyphs whose origin lies far outside the target (by more than a few glyph sizes,
    /// measured under the reduced transform), and the origin of a text scaled up 200 times or
    /// more lies that far off the widget while its glyphs cover it (its outlines came back
    /// empty). Nothing is drawn on the recording surface.
    private static func outlines(of layout: OpaquePointer, at x: Double, _ y: Double, under cr: OpaquePointer, reducedBy reduction: Double) -> UnsafeMutablePointer<cairo_path_t>? {
        guard let surface = cairo_recording_surface_create(CAIRO_CONTENT_ALPHA, nil) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard let scratch = cairo_create(surface) else { return nil }
        defer { cairo_destroy(scratch) }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        cairo_set_matrix(scratch, &m)
        cairo_scale(scratch, 1 / reduction, 1 / reduction)
        cairo_move_to(scratch, x, y)
        pango_cairo_layout_path(scratch, layout)
        guard cairo_status(scratch) == CAIRO_STATUS_SUCCESS else { return nil }
        return cairo_copy_path(scratch)
    }

    /// Whether a run of `layout` is set in a colour font (fontconfig's `color`: the bundled
    /// emoji), whose glyphs are bitmaps.
    private static func hasColourGlyphs(_ layout: OpaquePointer) -> Bool {
        guard let iterator = pango_layout_get_iter(layout) else { return false }
        defer { pango_layout_iter_free(iterator) }
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator), let item = run.pointee.item,
                let font = item.pointee.analysis.font, let fcFont = wr_fc_font(font), let pattern = pango_fc_font_get_pattern(fcFont)
            else { continue }
            var colour: FcBool = FcFalse
            if FcPatternGetBool(pattern, "color", 0, &colour) == FcResultMatch, colour == FcTrue { return true }
        } while pango_layout_iter_next_run(iterator) != 0
        return false
    }

    /// The tallest line, in device pixels, whose glyphs FreeType is asked for at their size;
    /// taller ones (a text under a huge `scaleEffect`) are outlined smaller and scaled up.
    static let tallestGlyphLine = 4096.0

    /// How many times taller than ``tallestGlyphLine`` device pixels `layout`'s lines are on
    /// average under `cr`'s transform (infinite for a non-finite transform).
    private static func oversize(_ layout: OpaquePointer, logicalHeight: Double, in cr: OpaquePointer) -> Double {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let scale = (m.xx * m.yy - m.xy * m.yx).magnitude.squareRoot()
        let lines = max(1, Int(pango_layout_get_line_count(layout)))
        let lineHeight = logicalHeight / Double(lines) * scale
        return lineHeight.isFinite ? lineHeight / tallestGlyphLine : .infinity
    }
}
