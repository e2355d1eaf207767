import Foundation

/// A view after layout: its kind, its frame in root coordinates, and its children in
/// drawing order (back to front).
public struct LayoutNode: Sendable {
    /// What the view is.
    package var kind: ViewNode.Kind
    /// A short name for dumps (`Text`, `HStack`, `padding`, `Color`…).
    public var name: String
    /// The frame in points, in the root coordinate space.
    public var frame: CGRect
    /// The `accessibilityIdentifier` of the view.
    public var identifier: String?
    /// The children in drawing order.
    public var children: [LayoutNode]
    /// The accent group in the accented mode.
    public var accentGroup: AccentGroup
    /// The accented rendering mode of images.
    public var accentedRenderingMode: WidgetAccentedRenderingMode?
    /// For a `Text`: its characters as drawn before truncation (`nil` for other views).
    public var text: String? {
        if case .text(let t) = kind { return t.text.string }
        return nil
    }

    /// For a `Text`: whether it was cut to fit (an ellipsis is shown).
    public var isTruncated: Bool { textLayout?.metrics.isTruncated ?? false }

    /// For text: how it was laid out, so it can be drawn exactly the same way.
    package var textLayout: TextLayout?

    /// How a text node was laid out.
    package struct TextLayout: Sendable, Hashable {
        /// The wrapping width (`nil`: unwrapped).
        package var width: CGFloat?
        /// The line cap (`nil`: none).
        package var maxLines: Int?
        /// The font scale chosen by `minimumScaleFactor`.
        package var fontScale: CGFloat
        /// The measured metrics.
        package var metrics: TextMetrics
    }
}
