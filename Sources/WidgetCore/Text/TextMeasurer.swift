import Foundation

/// Measures text: the one question the layout engine asks the text engine.
///
/// `WidgetRender` implements it with Pango; tests of `WidgetCore` use a fake with fixed
/// advances. Implementations must be deterministic, and the rasteriser must lay text out
/// exactly as ``measure(_:width:maxLines:fontScale:)`` did for the same arguments.
package protocol TextMeasurer {
    /// Lays out `text` and reports its size.
    ///
    /// - Parameters:
    ///   - text: The text and its attributes.
    ///   - width: The wrapping width in points; `nil` means no wrapping (one line per paragraph).
    ///   - maxLines: The most lines to show, truncating the rest; `nil` means no limit.
    ///   - fontScale: A factor applied to every run's font (from `minimumScaleFactor`).
    /// - Returns: The laid-out size and line facts, unrounded.
    func measure(_ text: ResolvedText, width: CGFloat?, maxLines: Int?, fontScale: CGFloat) -> TextMetrics
}

/// The result of measuring text.
package struct TextMetrics: Sendable, Hashable {
    /// Width of the widest line and height of all lines, in points (unrounded).
    package var size: CGSize
    /// The number of lines laid out.
    package var lineCount: Int
    /// Whether characters were cut (ellipsised) to fit.
    package var isTruncated: Bool
    /// Whether any line was wider than `width` even after wrapping (a word that cannot break).
    package var overflowsWidth: Bool
    /// The height of one line in points.
    package var lineHeight: CGFloat
    /// Distance from the top to the first line's baseline.
    package var firstBaseline: CGFloat
    /// Distance from the top to the last line's baseline.
    package var lastBaseline: CGFloat
    /// How many characters no bundled font has a glyph for (drawn as missing-glyph boxes).
    package var missingGlyphCount: Int

    /// Creates text metrics.
    package init(size: CGSize, lineCount: Int, isTruncated: Bool, overflowsWidth: Bool = false, lineHeight: CGFloat, firstBaseline: CGFloat, lastBaseline: CGFloat, missingGlyphCount: Int = 0) {
        self.size = size
        self.lineCount = lineCount
        self.isTruncated = isTruncated
        self.overflowsWidth = overflowsWidth
        self.lineHeight = lineHeight
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.missingGlyphCount = missingGlyphCount
    }
}
