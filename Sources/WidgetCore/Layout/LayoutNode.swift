import Foundation

/// A view after layout: its kind, its frame in root coordinates, and its children in
/// drawing order (back to front).
public struct LayoutNode: Sendable {
    /// What the view is and how it paints.
    package var primitive: any Primitive
    /// A short name for dumps (`Text`, `HStack`, `padding`, `Color`…).
    ///
    /// The primitive's, unless the view node or a caller named it otherwise; asked for only by
    /// dumps and messages (a shape's or a custom layout's name is its type's, which takes the
    /// runtime's reflection to spell).
    public var name: String {
        get { givenName ?? primitive.name }
        set { givenName = newValue }
    }
    private var givenName: String?
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
    /// For text: how it was measured, so it can be drawn exactly the same way.
    package var measuredText: MeasuredText?

    /// The placed form of `node` at `frame`, without children yet.
    init(node: ViewNode, frame: CGRect) {
        primitive = node.primitive
        givenName = node.displayName
        self.frame = frame
        identifier = node.identifier
        children = []
        accentGroup = node.accentGroup
        accentedRenderingMode = node.accentedRenderingMode
        measuredText = nil
    }

    /// A node that groups `children` (the widget's root).
    package init(groupNamed name: String, frame: CGRect, children: [LayoutNode]) {
        primitive = GroupPrimitive()
        givenName = name
        self.frame = frame
        identifier = nil
        self.children = children
        accentGroup = .default
        accentedRenderingMode = nil
        measuredText = nil
    }

    /// For a `Text`: its characters as drawn before truncation (`nil` for other views).
    public var text: String? { textPrimitive?.text.string }

    /// For a `Text`: whether it was cut to fit (an ellipsis is shown).
    public var isTruncated: Bool { measuredText?.metrics.isTruncated ?? false }

    /// For a `Text`: its resolved runs and style.
    package var textPrimitive: TextPrimitive? { primitive as? TextPrimitive }
}
