internal import CWidgetRender
import Foundation

/// A Pango font map that sees only the bundled fonts.
///
/// The map is a Cairo/FreeType font map (`pango_cairo_font_map_new_for_font_type`) switched to
/// a private ``FontConfiguration``, at 72 dpi so that one Pango point is one layout point. (The
/// configuration `installBundledAsProcessDefault()` made fontconfig's current one is the map's
/// default already, and is not set on it: Pango lists every font each time it is given one.)
/// A request for any family the folder does not hold ("DejaVu Sans", "Helvetica") falls back
/// to a bundled face, never to a system font.
///
/// Font maps are not thread-safe: each ``TextEngine`` owns one, and ``TextEnginePool`` shares
/// engines between threads. The configuration is shared: the maps of one pool's engines all
/// use the pool's configuration, which each map references (see ``FontConfiguration``).
final class FontLibrary {
    private let fontMap: UnsafeMutablePointer<PangoFontMap>

    /// The fontconfig configuration behind the map, kept alive as long as the map.
    let configuration: FontConfiguration

    /// Creates a font map over `configuration`, which it shares with other font maps.
    ///
    /// - Throws: ``WidgetRenderError`` when Pango cannot create a fontconfig-backed font map.
    init(configuration: FontConfiguration) throws {
        let directory = configuration.directoryPath
        guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            throw WidgetRenderError(
                "cannot create a Pango font map for \"\(directory)\"; "
                    + "check that Pango was built with FreeType and fontconfig support"
            )
        }
        self.fontMap = map
        self.configuration = configuration
        guard let fcMap = wr_fc_font_map(map), let cairoMap = wr_cairo_font_map(map) else {
            throw WidgetRenderError(
                "the Pango font map for \"\(directory)\" is not fontconfig-based; "
                    + "install Pango with its FreeType (pangoft2) backend"
            )
        }
        // Pango takes a reference of its own; `deinit` makes it drop it. The process's default
        // configuration is left as the map's own default, which is that same configuration:
        // Pango lists every font on each of these two calls, 0.1–0.2 ms of a one-render
        // process each.
        detaches = !configuration.isProcessDefault
        if detaches { configuration.withUnsafeConfig { pango_fc_font_map_set_config(fcMap, $0) } }
        pango_cairo_font_map_set_resolution(cairoMap, ShapingContext.resolution)
    }

    /// Whether the map was given ``configuration`` (and drops it in `deinit`); `false` when it
    /// is fontconfig's current configuration, which the map uses by default.
    private let detaches: Bool

    deinit {
        // Pango 1.50 keeps references to the configuration's font patterns past the map's
        // finalisation, so that they (about 57 KB per configuration, under LeakSanitizer)
        // were never freed. Detaching the configuration first releases them, and Pango's
        // reference to the configuration.
        // The map's fonts go with it (see ``TextLock``).
        TextLock.run {
            if detaches, let fcMap = wr_fc_font_map(fontMap) {
                pango_fc_font_map_set_config(fcMap, nil)
            }
            g_object_unref(fontMap)
        }
    }

    /// Whether the map's `FcConfig` is `configuration`'s (and not a copy or another one): its
    /// own, or the process's default when that is `configuration`'s.
    func usesConfig(of configuration: FontConfiguration) -> Bool {
        guard let fcMap = wr_fc_font_map(fontMap) else { return false }
        guard let used = pango_fc_font_map_get_config(fcMap) else { return !detaches && configuration.isProcessDefault }
        return configuration.withUnsafeConfig { $0 == used }
    }

    /// Lends the `PangoFontMap` to `body`; the pointer must not escape it.
    func withUnsafeFontMap<R>(_ body: (UnsafeMutablePointer<PangoFontMap>) throws -> R) rethrows -> R {
        try body(fontMap)
    }
}
