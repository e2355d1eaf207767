internal import CWidgetRender
import Foundation

/// The vertical facts of a layout's first and last lines, in Pango units from the layout's top.
struct TextLineFacts: Sendable, Hashable {
    /// The first line's logical height.
    var firstLineHeight: Int32
    /// The first line's baseline.
    var firstBaseline: Int32
    /// The last line's baseline.
    var lastBaseline: Int32
}

extension TextLayout {
    /// The first line's height and the first and last baselines.
    ///
    /// - Throws: ``WidgetRenderError`` when Pango cannot create a line iterator.
    func lineFacts() throws -> TextLineFacts {
        try withUnsafeLayout { layout in
            guard let iterator = pango_layout_get_iter(layout) else {
                throw WidgetRenderError("cannot iterate the lines of a Pango layout; free some memory and try again")
            }
            defer { pango_layout_iter_free(iterator) }
            var firstLine = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &firstLine)
            let firstBaseline = pango_layout_iter_get_baseline(iterator)
            while pango_layout_iter_at_last_line(iterator) == 0, pango_layout_iter_next_line(iterator) != 0 {}
            let lastBaseline = pango_layout_iter_get_baseline(iterator)
            return TextLineFacts(firstLineHeight: firstLine.height, firstBaseline: firstBaseline, lastBaseline: lastBaseline)
        }
    }
}
