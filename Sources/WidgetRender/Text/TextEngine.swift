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
    /// The most measurements remembered (least recently used forgotten first): room for a
    /// layout of 10,000 texts to run warm, about 5 MB per engine when full.
    static let metricsCacheCapacity = 16_384
    /// The most shaped layouts kept for drawing: every text of a widget measured in one render
    /// fits, so drawing never lays a measured text out again.
    static let shapedCacheCapacity = 1024

    /// The Pango context left-to-right text is laid out in.
    let context: ShapingContext
    /// The Pango context right-to-left text is laid out in (same font map and settings, a
    /// right-to-left base direction). Two contexts rather than one switched per text: a kept
    /// layout is laid out again whenever its context changes.
    let rightToLeftContext: ShapingContext

    private var metricsCache = LRUCache<TextMeasurementKey, TextMetrics>(capacity: TextEngine.metricsCacheCapacity)
    private var shapedCache = LRUCache<TextMeasurementKey, LaidOutText>(capacity: TextEngine.shapedCacheCapacity)

    /// How many texts this engine has laid out with Pango: measured ones not found in the
    /// caches, and drawn ones whose shaped layout was not kept.
    package private(set) var layoutCount = 0

    /// Creates an engine with a font map and context of its own over a shared `configuration`:
    /// how ``TextEnginePool`` makes its engines.
    ///
    /// - Throws: ``WidgetRenderError`` when Pango cannot create the font map or context.
    init(configuration: FontConfiguration) throws {
        (context, rightToLeftContext) = try TextLock.run {
            let context = try ShapingContext(library: FontLibrary(configuration: configuration))
            return (context, try ShapingContext(library: context.library, direction: .rightToLeft))
        }
    }

    /// Creates a stand-alone engine over the font files of `directory`, with a fontconfig
    /// configuration of its own (engines from a ``TextEnginePool`` share the pool's).
    ///
    /// - Throws: ``WidgetRenderError`` when the fonts cannot be loaded.
    package convenience init(fontsDirectory directory: URL) throws {
        try self.init(configuration: FontConfiguration(fontsDirectory: directory))
    }

    /// Creates a stand-alone engine over the package's bundled `Fonts/` folder, with a
    /// fontconfig configuration of its own (engines from a ``TextEnginePool`` share the pool's).
    ///
    /// - Throws: ``WidgetRenderError`` when the bundled fonts cannot be loaded.
    package convenience init() throws {
        try self.init(configuration: FontConfiguration())
    }

    /// Lays out `text` and reports its size and line facts, unrounded, in points, and how many
    /// of its visible characters no bundled font has a glyph for
    /// (``TextMetrics/missingGlyphCount``; Pango draws each as a missing-glyph box).
    ///
    /// The shaped layout is kept, keyed by the arguments, for ``draw(_:in:)``.
    ///
    /// Empty text (no runs, or only empty runs) measures as zero size with zero lines; its
    /// ``TextMetrics/lineHeight`` is still the first run's line height (its fixed one, or the
    /// font's own). If Pango cannot allocate a layout the result is also zero-sized (there is
    /// no way to report the error through ``TextMeasurer``; the rasteriser reports it when it
    /// draws the text).
    package func measure(_ text: ResolvedText, width: CGFloat?, maxLines: Int?, fontScale: CGFloat) -> TextMetrics {
        let key = TextMeasurementKey(text: text, width: width, maxLines: maxLines, fontScale: fontScale)
        if let cached = metricsCache[key] { return cached }
        let metrics = TextLock.run {
            do {
                return try shapedLayout(for: key).metrics
            } catch {
                return TextMetrics(size: .zero, lineCount: 0, isTruncated: false, lineHeight: 0, firstBaseline: 0, lastBaseline: 0)
            }
        }
        metricsCache[key] = metrics
        return metrics
    }

    /// The shaped layout for `key`: the one kept from measuring, or laid out now (and kept).
    /// Called with ``TextLock`` held, as is everything done with the layout.
    func shapedLayout(for key: TextMeasurementKey) throws -> LaidOutText {
        if let kept = shapedCache[key] { return kept }
        layoutCount += 1
        let laidOut = try makeLayout(key.text, width: key.width, maxLines: key.maxLines, fontScale: key.fontScale)
        shapedCache[key] = laidOut
        return laidOut
    }
}

/// The arguments of one ``TextEngine/measure(_:width:maxLines:fontScale:)`` call: what a
/// ``TextDrawing`` carries too, so drawing finds the layout measuring shaped.
struct TextMeasurementKey: Hashable {
    var text: ResolvedText
    var width: CGFloat?
    var maxLines: Int?
    var fontScale: CGFloat

    init(text: ResolvedText, width: CGFloat?, maxLines: Int?, fontScale: CGFloat) {
        self.text = text
        self.width = width
        self.maxLines = maxLines
        self.fontScale = fontScale
    }

    init(_ drawing: TextDrawing) {
        self.init(text: drawing.text, width: drawing.width, maxLines: drawing.maxLines, fontScale: drawing.fontScale)
    }
}
