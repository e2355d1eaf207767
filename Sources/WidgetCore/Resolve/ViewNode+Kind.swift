import Foundation

extension ViewNode {
    /// The primitives and modifiers a resolved tree is made of.
    package enum Kind: Sendable {
        /// Text, with its resolved runs and fill.
        case text(TextNode)
        /// A shape, filled or stroked.
        case shape(any Shape, ShapeDrawing)
        /// Flexible space along the parent stack's axis.
        case spacer(minLength: CGFloat?)
        /// A one-pixel line across the parent stack's axis.
        case divider(RGBA)
        /// `HStack` (horizontal) or `VStack` (vertical).
        case stack(Axis, alignment: Alignment, spacing: CGFloat?)
        /// `ZStack`.
        case zstack(Alignment)
        /// Insets around the child.
        case padding(EdgeInsets)
        /// `frame(width:height:alignment:)`.
        case frame(width: CGFloat?, height: CGFloat?, alignment: Alignment)
        /// `frame(minWidth:idealWidth:maxWidth:…)`.
        case flexibleFrame(FlexibleFrame)
        /// The first child with the second behind it, sized to the first.
        case background(Alignment)
        /// The first child with the second in front of it, sized to the first.
        case overlay(Alignment)
        /// Proposes `nil` (ideal size) on the fixed axes.
        case fixedSize(horizontal: Bool, vertical: Bool)
        /// `aspectRatio(_:contentMode:)`.
        case aspectRatio(CGFloat?, ContentMode)
        /// Moves the drawing without changing layout.
        case offset(CGSize)
        /// Draws the child with an opacity.
        case opacity(Double)
        /// Clips the child to a shape in its frame.
        case clip(any Shape)
        /// `ViewThatFits`: the first child that fits on the given axes.
        case viewThatFits(Axis.Set)
        /// `containerBackground(for: .widget)`: first child is the content, second the background.
        case containerBackground
        /// A transparent wrapper (keeps an identifier or group on the child).
        case group

        var name: String {
            switch self {
            case .text: return "Text"
            case .shape(let s, _): return String(describing: type(of: s))
            case .spacer: return "Spacer"
            case .divider: return "Divider"
            case .stack(let axis, _, _): return axis == .horizontal ? "HStack" : "VStack"
            case .zstack: return "ZStack"
            case .padding: return "padding"
            case .frame, .flexibleFrame: return "frame"
            case .background: return "background"
            case .overlay: return "overlay"
            case .fixedSize: return "fixedSize"
            case .aspectRatio: return "aspectRatio"
            case .offset: return "offset"
            case .opacity: return "opacity"
            case .clip: return "clipShape"
            case .viewThatFits: return "ViewThatFits"
            case .containerBackground: return "containerBackground"
            case .group: return "group"
            }
        }
    }

    /// A resolved `Text` with the layout-relevant environment.
    package struct TextNode: Sendable {
        /// The text's runs with their fonts, its alignment and truncation mode.
        package var text: ResolvedText
        /// The text's fill: the foreground style, or the primary label colour.
        package var style: ResolvedStyle
        /// The most lines the text may take (`nil`: no limit); at least 1.
        package var lineLimit: Int?
        /// The fewest lines of height the text takes, even when it needs fewer
        /// (`lineLimit(n, reservesSpace: true)` or the lower bound of `lineLimit(2...4)`).
        package var reservedLines: Int?
        /// The smallest scale the font may shrink to so the text fits, in (0, 1]; 1 never shrinks.
        package var minimumScaleFactor: CGFloat
    }

    /// How a shape is drawn.
    package enum ShapeDrawing: Sendable {
        /// Fills the interior with a style and a fill rule.
        case fill(ResolvedStyle, FillRule)
        /// Strokes the outline, centred on the path.
        case stroke(ResolvedStyle, StrokeStyle)
        /// A stroke inset by half its width so it stays inside the frame.
        case strokeBorder(ResolvedStyle, StrokeStyle)
    }

    /// The normalised parameters of a flexible frame.
    package struct FlexibleFrame: Sendable, Hashable {
        /// The minimum, ideal and maximum width (`nil`: not constrained).
        package var minWidth, idealWidth, maxWidth: CGFloat?
        /// The minimum, ideal and maximum height (`nil`: not constrained).
        package var minHeight, idealHeight, maxHeight: CGFloat?
        /// Where the child is placed in the frame.
        package var alignment: Alignment
    }
}
