internal import CWidgetRender
import Foundation
import WidgetRenderResources

/// A Pango font map that sees only the bundled fonts.
///
/// The map is a Cairo/FreeType font map (`pango_cairo_font_map_new_for_font_type`) switched to
/// a private ``FontConfiguration``, at 72 dpi so that one Pango point is one layout point.
/// A request for any family the folder does not hold ("DejaVu Sans", "Helvetica") falls back
/// to a bundled face, never to a system font.
///
/// Font maps are expensive to create and not thread-safe: each ``TextEngine`` owns one, and
/// ``TextEnginePool`` shares engines between threads.
final class FontLibrary {
    private let fontMap: UnsafeMutablePointer<PangoFontMap>

    /// The fontconfig configuration behind the map.
    let configuration: FontConfiguration

    /// Creates a font library over the font files of `directory`.
    ///
    /// - Throws: ``WidgetRenderError`` when the folder holds no readable font or Pango cannot
    ///   create a fontconfig-backed font map.
    init(fontsDirectory directory: URL) throws {
        let configuration = try FontConfiguration(fontsDirectory: directory)
        guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            throw WidgetRenderError(
                "cannot create a Pango font map for \"\(directory.path)\"; "
                    + "check that Pango was built with FreeType and fontconfig support"
            )
        }
        self.fontMap = map
        self.configuration = configuration
        guard let fcMap = wr_fc_font_map(map), let cairoMap = wr_cairo_font_map(map) else {
            throw WidgetRenderError(
                "the Pango font map for \"\(directory.path)\" is not fontconfig-based; "
                    + "install Pango with its FreeType (pangoft2) backend"
            )
        }
        configuration.withUnsafeConfig { pango_fc_font_map_set_config(fcMap, $0) }
        pango_cairo_font_map_set_resolution(cairoMap, ShapingContext.resolution)
    }

    /// Creates a font library over the package's bundled `Fonts/` folder.
    ///
    /// - Throws: ``WidgetRenderError`` when the bundled folder is missing or unreadable.
    convenience init() throws {
        guard let directory = BundledResources.fontsDirectory else {
            throw WidgetRenderError(
                "the bundled Fonts/ folder is missing from the WidgetRender resources; "
                    + "rebuild the package so that SwiftPM copies its resources"
            )
        }
        try self.init(fontsDirectory: directory)
    }

    deinit {
        g_object_unref(fontMap)
    }

    /// Lends the `PangoFontMap` to `body`; the pointer must not escape it.
    func withUnsafeFontMap<R>(_ body: (UnsafeMutablePointer<PangoFontMap>) throws -> R) rethrows -> R {
        try body(fontMap)
    }
}
