import Foundation
import WidgetCore

/// Measures and draws text with Pango, over the bundled fonts only.
///
/// The engine implements WidgetCore's ``TextMeasurer`` for the layout stage and draws
/// ``TextDrawing`` items for the rasteriser, laying text out the same way for both: the same
/// arguments always give the same layout, so text lands exactly where layout measured it.
///
/// An engine owns a font map and a Pango context, which are expensive to create and not
/// thread-safe. Use one engine per thread; ``TextEnginePool`` hands them out:
///
/// ```swift
/// let metrics = try TextEnginePool.shared.withEngine { engine in
///     engine.measure(text, width: 120, maxLines: 2, fontScale: 1)
/// }
/// ```
package final class TextEngine: TextMeasurer {
    /// The most measurements remembered before the cache starts over.
    static let cacheLimit = 2048

    /// The Pango context every layout is made in.
    let context: TextContext

    private var cache: [MeasurementKey: TextMetrics] = [:]

    /// Creates an engine over the font files of `directory`.
    ///
    /// - Throws: ``WidgetRenderError`` when the fonts cannot be loaded.
    package init(fontsDirectory directory: URL) throws {
        context = try TextContext(library: FontLibrary(fontsDirectory: directory))
    }

    /// Creates an engine over the package's bundled `Fonts/` folder.
    ///
    /// - Throws: ``WidgetRenderError`` when the bundled fonts cannot be loaded.
    package init() throws {
        context = try TextContext(library: FontLibrary())
    }

    /// Lays out `text` and reports its size and line facts, unrounded, in points, and how many
    /// of its visible characters no bundled font has a glyph for
    /// (``TextMetrics/missingGlyphCount``; Pango draws each as a missing-glyph box).
    ///
    /// Empty text (no runs, or only empty runs) measures as zero size with zero lines; its
    /// ``TextMetrics/lineHeight`` is still the first run's line height (its fixed one, or the
    /// font's own). If Pango cannot
    /// allocate a layout the result is also zero-sized (there is no way to report the error
    /// through ``TextMeasurer``; the rasteriser reports it when it draws the text).
    package func measure(_ text: ResolvedText, width: CGFloat?, maxLines: Int?, fontScale: CGFloat) -> TextMetrics {
        let key = MeasurementKey(text: text, width: width, maxLines: maxLines, fontScale: fontScale)
        if let cached = cache[key] { return cached }
        let metrics: TextMetrics
        do {
            metrics = try makeLayout(text, width: width, maxLines: maxLines, fontScale: fontScale).metrics
        } catch {
            metrics = TextMetrics(size: .zero, lineCount: 0, isTruncated: false, lineHeight: 0, firstBaseline: 0, lastBaseline: 0)
        }
        if cache.count >= TextEngine.cacheLimit { cache.removeAll(keepingCapacity: true) }
        cache[key] = metrics
        return metrics
    }
}

/// The arguments of one ``TextEngine/measure(_:width:maxLines:fontScale:)`` call.
private struct MeasurementKey: Hashable {
    var text: ResolvedText
    var width: CGFloat?
    var maxLines: Int?
    var fontScale: CGFloat
}
