#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The bench-only environment switches that turn one start-up mechanism off, so that
/// `make bench` (`BENCH_SECTION=coldstart`) can time a `widget-render` process with and
/// without it side by side (*Benchmarks*).
///
/// Each switch is `WIDGET_RENDER_BENCH_NO_<X>=1`, read here and nowhere else, once per
/// process. A switch only changes how long a process takes, never what it writes: a render
/// gives the same bytes with any of them set.
///
/// Shared between the package's modules only (`package` access); not public API.
package enum StartupBenchSwitches {
    /// `WIDGET_RENDER_BENCH_NO_PROCESS_DEFAULT_FONTS`: the bundled fonts are not made
    /// fontconfig's current configuration (`useBundledFontsAsProcessDefault()` does nothing).
    package static let noProcessDefaultFonts = isSet("WIDGET_RENDER_BENCH_NO_PROCESS_DEFAULT_FONTS")

    /// `WIDGET_RENDER_BENCH_NO_FONT_CACHE`: the fonts are scanned file by file, through no
    /// fontconfig cache folder.
    package static let noFontCache = isSet("WIDGET_RENDER_BENCH_NO_FONT_CACHE")

    /// `WIDGET_RENDER_BENCH_NO_SVG_CACHE`: SVG rasters are neither read from nor written to
    /// the disk cache.
    package static let noSVGCache = isSet("WIDGET_RENDER_BENCH_NO_SVG_CACHE")

    /// `WIDGET_RENDER_BENCH_NO_MANIFEST_READER`: the symbol manifest is read with
    /// `JSONDecoder`, not the manifest's own reader.
    package static let noManifestReader = isSet("WIDGET_RENDER_BENCH_NO_MANIFEST_READER")

    /// `WIDGET_RENDER_BENCH_NO_RESOURCE_SHORTCUT`: the resource bundle is found through
    /// `Bundle.module`, not beside the executable.
    package static let noResourceShortcut = isSet("WIDGET_RENDER_BENCH_NO_RESOURCE_SHORTCUT")

    /// `WIDGET_RENDER_BENCH_NO_ONE_RENDER_HEAP`: `render` leaves glibc's heap as it is (an
    /// arena per thread, grown a page at a time), not `OneRenderHeap`'s.
    package static let noOneRenderHeap = isSet("WIDGET_RENDER_BENCH_NO_ONE_RENDER_HEAP")

    private static func isSet(_ name: String) -> Bool {
        guard let value = getenv(name) else { return false }
        return value.pointee != 0 && !(value.pointee == 0x30 && value[1] == 0)  // not "" or "0"
    }
}
