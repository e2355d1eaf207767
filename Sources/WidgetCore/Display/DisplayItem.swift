import Foundation

/// One drawing operation of a ``DisplayList``.
package struct DisplayItem: Sendable {
    /// What to draw.
    package enum Operation: Sendable {
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
        /// Draws an image (pixels or SVG) into a frame.
        case image(ImageDrawing)
        /// Starts a transparency group composited with `opacity` at the matching ``endGroup``.
        case beginGroup(opacity: Double)
        /// Ends the innermost ``beginGroup(opacity:)``.
        case endGroup
        /// Starts a mask: the items up to the matching ``beginMaskedContent`` draw the mask,
        /// whose alpha is kept.
        case beginMask
        /// Ends the mask and starts the content it masks.
        case beginMaskedContent
        /// Ends the masked content: it is composited through the mask.
        case endMask
        /// Starts the items an effect applies to, up to the matching ``endEffect``.
        case beginEffect(RenderEffect)
        /// Ends the innermost ``beginEffect(_:)``.
        case endEffect
        /// Starts content whose luminance becomes its alpha (`luminanceToAlpha()`): at the
        /// matching ``endLuminanceToAlpha`` it is composited as black with alpha = Rec. 709
        /// luminance of its sRGB values × its alpha.
        case beginLuminanceToAlpha
        /// Ends the innermost ``beginLuminanceToAlpha``.
        case endLuminanceToAlpha
    }

    /// What to draw.
    package var operation: Operation
    /// The accent group the item belongs to in the accented rendering mode.
    package var accentGroup: AccentGroup
    /// How the item renders in the accented mode when it is an image (`nil`: flattened like any view).
    package var accentedRenderingMode: WidgetAccentedRenderingMode?
    /// Whether the item draws the translucent plate of `AccessoryWidgetBackground`: the vibrant
    /// mode draws such items as a dark, fully blurred plate of the backdrop instead of as content.
    package var isAccessoryBackground: Bool = false

    /// Creates a display item.
    package init(
        _ operation: Operation,
        accentGroup: AccentGroup = .default,
        accentedRenderingMode: WidgetAccentedRenderingMode? = nil
    ) {
        self.operation = operation
        self.accentGroup = accentGroup
        self.accentedRenderingMode = accentedRenderingMode
    }
}
