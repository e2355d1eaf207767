internal import CWidgetRender
import Foundation
import WidgetCore

/// A Pango context with the fixed, machine-independent settings every layout uses.
///
/// - 72 dpi: one Pango point is one layout point (Pango's default of 96 dpi would make
///   "Inter 17" 4/3 too big).
/// - Cairo font options: greyscale antialiasing, no hinting, unhinted metrics, so that
///   advances do not snap to whole pixels and do not depend on the device scale.
/// - Unrounded glyph positions and language `en-us`, so that the machine's locale never
///   changes a layout.
/// - A base direction: the layout direction of the text (``WidgetCore/LayoutDirection``),
///   which every paragraph takes, as SwiftUI sets text's writing direction from the
///   environment (an English "Hello!" in a right-to-left layout shows its "!" on the left).
///   Inside a paragraph the Unicode bidirectional algorithm still orders each run: Hebrew and
///   Arabic run right to left in a left-to-right paragraph too.
final class ShapingContext {
    /// The resolution of every context and font map, in dots per inch.
    static let resolution: Double = 72

    private let context: OpaquePointer

    /// The font library whose font map the context uses (kept alive with it).
    let library: FontLibrary

    /// The base direction of the context's layouts.
    let direction: LayoutDirection

    /// Creates a context over `library`'s font map whose paragraphs default to `direction`.
    ///
    /// - Throws: ``WidgetRenderError`` when Pango or Cairo cannot allocate the context or its
    ///   font options.
    init(library: FontLibrary, direction: LayoutDirection = .leftToRight) throws {
        guard let context = library.withUnsafeFontMap({ pango_font_map_create_context($0) }) else {
            throw WidgetRenderError("cannot create a Pango context; free some memory and try again")
        }
        self.context = context
        self.library = library
        self.direction = direction

        guard let options = cairo_font_options_create() else {
            throw WidgetRenderError("cannot create Cairo font options; free some memory and try again")
        }
        defer { cairo_font_options_destroy(options) }
        guard cairo_font_options_status(options) == CAIRO_STATUS_SUCCESS else {
            throw WidgetRenderError("cannot create Cairo font options; free some memory and try again")
        }
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, options)
        pango_cairo_context_set_resolution(context, ShapingContext.resolution)
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_language(context, pango_language_from_string("en-us"))
        pango_context_set_base_dir(context, direction == .rightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR)
    }

    deinit {
        TextLock.run { g_object_unref(UnsafeMutableRawPointer(context)) }
    }

    /// Lends the `PangoContext` to `body`; the pointer must not escape it.
    func withUnsafeContext<R>(_ body: (OpaquePointer) throws -> R) rethrows -> R {
        try body(context)
    }
}
