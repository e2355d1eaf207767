internal import CWidgetRender
import Foundation
import WidgetCore

extension TextEngine {
    /// Draws `drawing` bent onto the circle of `bend`: the layout Pango shaped when the text was
    /// measured, each glyph cluster drawn on its own, moved to where its centre on the
    /// baseline lands and turned to the circle's tangent there (an `accessoryCorner`'s label
    /// and curved content).
    ///
    /// Shaping (kerning, ligatures, clusters, fallback fonts, the ellipsis) is Pango's; only the
    /// clusters' placement is done here. A run with a colour of its own (a Pango foreground
    /// attribute) is drawn in that colour, the others in the drawing's style.
    ///
    /// - Throws: ``WidgetRenderError`` when Pango or Cairo cannot create the layout or style.
    func drawBent(_ drawing: TextDrawing, along bend: ArcBend, in context: CairoCanvas) throws {
        guard drawing.frame.origin.isFinite, bend.isFinite else { return }
        try TextLock.run {
            let laidOut = try shapedLayout(for: TextMeasurementKey(drawing))
            guard !laidOut.isEmpty else { return }
            let logical = laidOut.layout.logicalExtents
            let unit = Double(PANGO_SCALE)
            context.save()
            defer { context.restore() }
            try context.setSource(drawing.style, over: drawing.frame)
            context.withUnsafeContext { cr in
                let originX = Double(drawing.frame.minX) - Double(logical.x) / unit
                let originY = Double(drawing.frame.minY) - Double(logical.y) / unit
                laidOut.layout.withUnsafeLayout { layout in
                    guard let iterator = pango_layout_get_iter(layout) else { return }
                    defer { pango_layout_iter_free(iterator) }
                    repeat {
                        guard let run = pango_layout_iter_get_run_readonly(iterator), let item = run.pointee.item,
                            let font = item.pointee.analysis.font, let glyphs = run.pointee.glyphs
                        else { continue }
                        var runRect = PangoRectangle()
                        pango_layout_iter_get_run_extents(iterator, nil, &runRect)
                        let baseline = originY + Double(pango_layout_iter_get_baseline(iterator)) / unit
                        let colour = Self.foreground(of: item.pointee.analysis.extra_attrs)
                        Self.drawClusters(
                            of: glyphs, font: font, colour: colour, startX: originX + Double(runRect.x) / unit, baseline: baseline, bend: bend, in: cr)
                    } while pango_layout_iter_next_run(iterator) != 0
                }
            }
        }
    }

    /// Draws the clusters of one run (glyphs sharing a `log_clusters` entry stay together)
    /// with the run's Cairo scaled font, glyph by glyph through `cairo_show_glyphs`.
    ///
    /// Decision: not `pango_cairo_show_glyph_string`, whose shared renderer keeps the
    /// foreground alpha of the last layout Pango drew (a text drawn after a 60 % secondary
    /// label came out at 60 %, depending on test order).
    private static func drawClusters(
        of glyphs: UnsafeMutablePointer<PangoGlyphString>, font: UnsafeMutablePointer<PangoFont>, colour: (Double, Double, Double, Double)?,
        startX: Double, baseline: Double, bend: ArcBend, in cr: OpaquePointer
    ) {
        let count = Int(glyphs.pointee.num_glyphs)
        let unit = Double(PANGO_SCALE)
        guard count > 0, let infos = glyphs.pointee.glyphs, let clusters = glyphs.pointee.log_clusters,
            let scaledFont = pango_cairo_font_get_scaled_font(OpaquePointer(font))
        else { return }
        var x = startX
        var first = 0
        while first < count {
            var end = first + 1
            while end < count, clusters[end] == clusters[first] { end += 1 }
            var width = 0.0
            for k in first..<end { width += Double(infos[k].geometry.width) / unit }
            // The cluster's glyphs, relative to its left end on the baseline; empty and
            // missing glyphs (the latter reported when measured) draw nothing.
            var drawn: [cairo_glyph_t] = []
            var offset = -width / 2
            for k in first..<end {
                let info = infos[k]
                if info.glyph != PANGO_GLYPH_EMPTY, info.glyph & PANGO_GLYPH_UNKNOWN_FLAG == 0 {
                    drawn.append(
                        cairo_glyph_t(
                            index: UInt(info.glyph), x: offset + Double(info.geometry.x_offset) / unit, y: Double(info.geometry.y_offset) / unit))
                }
                offset += Double(info.geometry.width) / unit
            }
            let centre = CGPoint(x: x + width / 2, y: baseline)
            let landing = bend.point(for: centre)
            cairo_save(cr)
            if let (r, g, b, a) = colour { cairo_set_source_rgba(cr, r, g, b, a) }
            cairo_translate(cr, Double(landing.x), Double(landing.y))
            cairo_rotate(cr, Double(bend.rotation(at: centre)))
            cairo_set_scaled_font(cr, scaledFont)
            drawn.withUnsafeBufferPointer { cairo_show_glyphs(cr, $0.baseAddress, Int32($0.count)) }
            cairo_restore(cr)
            x += width
            first = end
        }
    }

    /// The foreground colour (and alpha) a run's attributes give it, if any.
    private static func foreground(of attributes: UnsafeMutablePointer<GSList>?) -> (Double, Double, Double, Double)? {
        var rgb: (Double, Double, Double)?
        var alpha = 1.0
        var node = attributes
        while let current = node {
            if let raw = current.pointee.data {
                let attribute = raw.assumingMemoryBound(to: PangoAttribute.self)
                let type = attribute.pointee.klass.pointee.type
                if type == PANGO_ATTR_FOREGROUND {
                    let c = raw.assumingMemoryBound(to: PangoAttrColor.self).pointee.color
                    rgb = (Double(c.red) / 65535, Double(c.green) / 65535, Double(c.blue) / 65535)
                } else if type == PANGO_ATTR_FOREGROUND_ALPHA {
                    alpha = Double(raw.assumingMemoryBound(to: PangoAttrInt.self).pointee.value) / 65535
                }
            }
            node = current.pointee.next
        }
        return rgb.map { ($0.0, $0.1, $0.2, alpha) }
    }
}
