internal import CWidgetRender
import Foundation
import WidgetCore

extension TextEngine {
    /// Draws `drawing` as redaction placeholders: one rounded bar per laid-out line, as wide as
    /// the line's characters (spaces included) and following its wrapping, filled with the
    /// text's colour at ``RedactionStyle/barOpacity`` (``RedactionStyle/placeholderStyle(for:)``).
    ///
    /// The bar is ``RedactionStyle/barHeightRatio`` of the line's height, centred on it, with
    /// corners of ``RedactionStyle/barCornerRatio`` of its height (Apple publishes neither).
    ///
    /// - Throws: ``WidgetRenderError`` when Pango or Cairo cannot create the layout or style.
    func drawPlaceholder(_ drawing: TextDrawing, in canvas: CairoCanvas) throws {
        guard drawing.frame.origin.isFinite else { return }
        // Only the line boxes need Pango (and its lock); the bars are drawn after.
        let bars: [CGRect] = try TextLock.run {
            let laidOut = try shapedLayout(for: TextMeasurementKey(drawing))
            guard !laidOut.isEmpty else { return [] }
            let logical = laidOut.layout.logicalExtents
            let scale = Double(PANGO_SCALE)
            var bars: [CGRect] = []
            try laidOut.layout.withUnsafeLayout { layout in
                guard let iterator = pango_layout_get_iter(layout) else {
                    throw WidgetRenderError("cannot iterate the lines of a Pango layout; free some memory and try again")
                }
                defer { pango_layout_iter_free(iterator) }
                repeat {
                    var line = PangoRectangle()
                    pango_layout_iter_get_line_extents(iterator, nil, &line)
                    guard line.width > 0 else { continue }
                    let x = drawing.frame.minX + CGFloat(Double(line.x - logical.x) / scale)
                    let y = drawing.frame.minY + CGFloat(Double(line.y - logical.y) / scale)
                    let w = CGFloat(Double(line.width) / scale)
                    let h = CGFloat(Double(line.height) / scale)
                    let barHeight = h * RedactionStyle.barHeightRatio
                    bars.append(CGRect(x: x, y: y + (h - barHeight) / 2, width: w, height: barHeight))
                } while pango_layout_iter_next_line(iterator) != 0
            }
            return bars
        }
        var path = Path()
        for bar in bars {
            let r = bar.height * RedactionStyle.barCornerRatio
            path.addRoundedRect(in: bar, cornerSize: CGSize(width: r, height: r), style: .continuous)
        }
        guard canvas.setPath(path) else { return }
        try canvas.setSource(RedactionStyle.placeholderStyle(for: drawing.style), over: drawing.frame)
        canvas.fill(rule: .nonZero)
    }
}
