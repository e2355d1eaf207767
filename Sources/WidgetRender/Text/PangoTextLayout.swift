internal import CWidgetRender
import Foundation

/// An owned `PangoLayout`: one paragraph set laid out with fixed width, line and
/// ellipsis settings.
final class PangoTextLayout {
    private let layout: OpaquePointer

    /// Creates an empty layout in `context`.
    ///
    /// - Throws: ``WidgetRenderError`` when Pango cannot allocate the layout.
    init(context: ShapingContext) throws {
        guard let layout = context.withUnsafeContext({ pango_layout_new($0) }) else {
            throw WidgetRenderError("cannot create a Pango layout; free some memory and try again")
        }
        self.layout = layout
    }

    deinit {
        // Its lines hold the fonts they were shaped with (see ``TextLock``).
        TextLock.run { g_object_unref(UnsafeMutableRawPointer(layout)) }
    }

    /// Sets the characters (passed by UTF-8 byte length, never by character count).
    func setText(_ string: String) {
        pango_layout_set_text(layout, string, Int32(clamping: string.utf8.count))
    }

    /// Sets the run attributes.
    func setAttributes(_ attributes: TextAttributes) {
        attributes.withUnsafeList { pango_layout_set_attributes(layout, $0) }
    }

    /// Sets the font used where no run attribute applies (and for the height of empty text).
    func setDefaultFont(_ request: FontRequest) throws {
        try request.withPangoDescription { pango_layout_set_font_description(layout, $0) }
    }

    /// Sets the wrapping width in Pango units (-1: no wrapping), wrapping at word boundaries
    /// and inside words that do not fit on their own.
    func setWidth(_ units: Int32) {
        pango_layout_set_width(layout, units)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    }

    /// Limits each paragraph to `lines` lines, ellipsising the last one with `mode`.
    func limitLines(_ lines: Int, ellipsize mode: PangoEllipsizeMode) {
        pango_layout_set_height(layout, -Int32(clamping: max(lines, 1)))
        pango_layout_set_ellipsize(layout, mode)
    }

    /// Sets the extra space between lines, in Pango units.
    func setSpacing(_ units: Int32) {
        pango_layout_set_spacing(layout, units)
    }

    /// Makes every paragraph take the context's base direction (Pango's default is each
    /// paragraph's first strong character's).
    func useContextDirection() {
        pango_layout_set_auto_dir(layout, 0)
    }

    /// Sets how lines align within the layout's width.
    func setAlignment(_ alignment: PangoAlignment) {
        pango_layout_set_alignment(layout, alignment)
    }

    /// The logical rectangle of all lines, in Pango units.
    var logicalExtents: PangoRectangle {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return logical
    }

    /// The number of lines.
    var lineCount: Int { Int(pango_layout_get_line_count(layout)) }

    /// The UTF-8 offset where line `index` (0-based) starts, or `nil` when there is no such line.
    func startOfLine(_ index: Int) -> Int? {
        guard index >= 0, index < lineCount,
            let line = pango_layout_get_line_readonly(layout, Int32(clamping: index))
        else { return nil }
        return Int(line.pointee.start_index)
    }

    /// Whether any line was ellipsised.
    var isEllipsized: Bool { pango_layout_is_ellipsized(layout) != 0 }

    /// The number of glyphs drawn as missing-glyph boxes: characters no font of the font map
    /// covers (after ellipsising, so hidden characters do not count).
    var unknownGlyphCount: Int { Int(pango_layout_get_unknown_glyphs_count(layout)) }

    /// Lends the `PangoLayout` to `body`; the pointer must not escape it.
    func withUnsafeLayout<R>(_ body: (OpaquePointer) throws -> R) rethrows -> R {
        try body(layout)
    }
}
