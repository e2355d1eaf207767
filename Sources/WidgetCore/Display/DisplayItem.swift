import Foundation

/// One drawing operation of a ``DisplayList``.
public struct DisplayItem: Sendable {
    /// What to draw.
    public enum Operation: Sendable {
        /// Fills `path` with `style`; `bounds` is the frame that unit points of gradients refer to.
        case fill(Path, style: ResolvedStyle, bounds: CGRect, rule: FillRule)
        /// Strokes `path` with `style`.
        case stroke(Path, style: ResolvedStyle, bounds: CGRect, stroke: StrokeStyle)
        /// Draws laid-out text whose layout box starts at `frame.origin`.
        case text(TextDrawing)
        /// Intersects the clip with `path` until the matching ``endClip``.
        case beginClip(Path)
        /// Ends the innermost ``beginClip(_:)``.
        case endClip
        /// Starts a transparency group composited with `opacity` at the matching ``endGroup``.
        case beginGroup(opacity: Double)
        /// Ends the innermost ``beginGroup(opacity:)``.
        case endGroup
    }

    /// What to draw.
    public var operation: Operation
    /// The accent group the item belongs to in the accented rendering mode.
    public var accentGroup: AccentGroup
    /// How the item renders in the accented mode when it is an image (`nil`: flattened like any view).
    public var accentedRenderingMode: WidgetAccentedRenderingMode?

    /// Creates a display item.
    public init(
        _ operation: Operation,
        accentGroup: AccentGroup = .default,
        accentedRenderingMode: WidgetAccentedRenderingMode? = nil
    ) {
        self.operation = operation
        self.accentGroup = accentGroup
        self.accentedRenderingMode = accentedRenderingMode
    }
}

/// The group a view belongs to in the accented rendering mode.
public enum AccentGroup: Sendable, Hashable {
    /// Views outside any `widgetAccentable()`.
    case `default`
    /// Views inside `widgetAccentable()`.
    case accent
}

/// How a path's interior is decided.
public enum FillRule: Sendable, Hashable {
    /// Non-zero winding.
    case nonZero
    /// Even-odd.
    case evenOdd
}

/// Text to draw, with exactly the parameters it was measured with.
///
/// The rasteriser lays the text out again through the same ``TextMeasurer`` implementation,
/// with ``width``, ``maxLines`` and ``fontScale``, and draws it so that the layout's logical
/// rectangle starts at ``frame``'s origin.
public struct TextDrawing: Sendable {
    /// The text and its resolved attributes.
    public var text: ResolvedText
    /// The frame the layout gave the text, snapped to device pixels.
    public var frame: CGRect
    /// The wrapping width the text was measured with (`nil`: unwrapped).
    public var width: CGFloat?
    /// The line cap the text was measured with (`nil`: unlimited).
    public var maxLines: Int?
    /// The font scale chosen by `minimumScaleFactor` (1 when not shrunk).
    public var fontScale: CGFloat
    /// The fill of glyphs without a colour of their own.
    public var style: ResolvedStyle

    /// Creates a text drawing.
    public init(text: ResolvedText, frame: CGRect, width: CGFloat?, maxLines: Int?, fontScale: CGFloat, style: ResolvedStyle) {
        self.text = text
        self.frame = frame
        self.width = width
        self.maxLines = maxLines
        self.fontScale = fontScale
        self.style = style
    }
}
