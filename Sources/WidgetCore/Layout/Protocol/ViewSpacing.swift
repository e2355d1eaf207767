import Foundation

/// The spacing a view prefers around it, per edge, as SwiftUI's `ViewSpacing`.
///
/// A stack whose `spacing` is `nil` puts ``distance(to:along:)`` between neighbours: 0 when
/// either side prefers none (a `Spacer`, whose `minLength` provides the gap); between two
/// texts one above the other, the text-to-text spacing of their fonts
/// (`textToTextDistance(above:below:)`); otherwise the larger of the two facing
/// preferences. Ordinary views prefer the standard 8 pt on every edge.
public struct ViewSpacing: Sendable, Hashable {
    /// The standard gap between two views, in points.
    public static let standardSpacing: CGFloat = 8

    var top, leading, bottom, trailing: CGFloat
    /// The font facts of a text (or a frame around one), for the gap to a text above or below
    /// it; `nil` for other views.
    var text: TextSpacing?

    /// What a text contributes to the spacing between it and a text above or below it.
    struct TextSpacing: Sendable, Hashable {
        /// The font's leading (its line gap: the space a line has beyond its ascender and
        /// descender), the largest of the text's runs, in points.
        var leading: CGFloat
        /// The length of one device pixel, in points (1 / scale).
        var pixelLength: CGFloat
    }

    /// No spacing on any edge: neighbours touch.
    public static let zero = ViewSpacing(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The standard spacing on every edge.
    public init() {
        self.init(top: ViewSpacing.standardSpacing, leading: ViewSpacing.standardSpacing, bottom: ViewSpacing.standardSpacing, trailing: ViewSpacing.standardSpacing)
    }

    init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat, text: TextSpacing? = nil) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
        self.text = text
    }

    /// Takes, on `edges`, the larger of this and `other`'s preferences. A text's font facts
    /// are its own and are not united (a stack of texts spaces from its neighbours by edges).
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { top = max(top, other.top) }
        if edges.contains(.leading) { leading = max(leading, other.leading) }
        if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
    }

    /// This spacing united with `other` on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// The gap between this view and `next`, which follows it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let a = axis == .horizontal ? trailing : bottom
        let b = axis == .horizontal ? next.leading : next.top
        if a == 0 || b == 0 { return 0 }
        if axis == .vertical, let above = text, let below = next.text {
            return ViewSpacing.textToTextDistance(above: above, below: below)
        }
        return max(a, b)
    }

    /// The gap SwiftUI leaves between a text and the text below it in a stack with the
    /// default spacing: the lower text's font leading, rounded up to the pixel grid.
    ///
    /// This is SwiftUI's text-to-text spacing as OpenSwiftUI reconstructs it
    /// (`Spacing.TextMetrics.spacing(top:bottom:)`, iOS 17 and later): the gap between two
    /// lines of text set one under the other is what a paragraph would put between them
    /// beyond ascender and descender, its leading. SF Pro has no line gap (a line is exactly
    /// ascender + descender, 1.1934 em), so two texts in the system font touch, frame to
    /// frame, where other views get 8 pt; a text with `.leading(.loose)` gets its extra
    /// leading. Beside each other (in an `HStack`) texts keep the standard 8 pt.
    static func textToTextDistance(above: TextSpacing, below: TextSpacing) -> CGFloat {
        let gap = below.leading
        guard gap > 0, gap.isFinite else { return 0 }
        guard above.pixelLength > 0, above.pixelLength.isFinite else { return gap }
        return ((gap / above.pixelLength) - 1e-6).rounded(.up) * above.pixelLength
    }

    /// The standard spacing, with the text facts of `child` when it is a text or a frame
    /// around one (for a frame, which leaves the spacing of a text it frames unchanged, as
    /// SwiftUI's frames do). Other children are not asked: a stack's spacing unites its whole
    /// content's.
    static func standard(carryingTextOf child: LayoutBox?) -> ViewSpacing {
        var spacing = ViewSpacing()
        guard let child else { return spacing }
        let primitive = child.node.primitive
        if primitive is TextPrimitive || primitive is FixedFramePrimitive || primitive is FlexibleFramePrimitive {
            spacing.text = child.spacing.text
        }
        return spacing
    }
}
