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

extension PangoTextLayout {
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

    /// The logical width of line `index` (0-based) in Pango units, or `nil` when there is no
    /// such line.
    func logicalWidth(ofLine index: Int) -> Int32? {
        guard index >= 0, index < lineCount else { return nil }
        return withUnsafeLayout { layout in
            guard let line = pango_layout_get_line_readonly(layout, Int32(clamping: index)) else { return nil }
            var logical = PangoRectangle()
            pango_layout_line_get_extents(line, nil, &logical)
            return logical.width
        }
    }

    /// The characters as laid out (before any ellipsis Pango itself draws).
    var text: String {
        withUnsafeLayout { layout in pango_layout_get_text(layout).map { String(cString: $0) } ?? "" }
    }
}
