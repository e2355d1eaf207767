import Foundation

/// Text to draw, with exactly the parameters it was measured with.
///
/// The rasteriser lays the text out again through the same ``TextMeasurer`` implementation,
/// with ``width``, ``maxLines`` and ``fontScale``, and draws it so that the layout's logical
/// rectangle starts at ``frame``'s origin.
package struct TextDrawing: Sendable {
    /// The text and its resolved attributes.
    package var text: ResolvedText
    /// The frame the layout gave the text, snapped to device pixels.
    package var frame: CGRect
    /// The wrapping width the text was measured with (`nil`: unwrapped).
    package var width: CGFloat?
    /// The line cap the text was measured with (`nil`: unlimited).
    package var maxLines: Int?
    /// The font scale chosen by `minimumScaleFactor` (1 when not shrunk).
    package var fontScale: CGFloat
    /// The fill of glyphs without a colour of their own.
    package var style: ResolvedStyle
    /// The circle the line is bent onto, glyph cluster by glyph cluster (`nil`: drawn
    /// straight): an `accessoryCorner`'s label and curved content.
    package var bend: ArcBend? = nil

    /// Creates a text drawing.
    package init(text: ResolvedText, frame: CGRect, width: CGFloat?, maxLines: Int?, fontScale: CGFloat, style: ResolvedStyle) {
        self.text = text
        self.frame = frame
        self.width = width
        self.maxLines = maxLines
        self.fontScale = fontScale
        self.style = style
    }
}
