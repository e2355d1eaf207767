import Foundation

/// A resolved view: plain data, no generics, no user code left to run.
///
/// Resolution evaluates every `body` under its environment and leaves a tree of primitives
/// (text, shapes, spacers…) and modifiers (padding, frame…), each with its children. Layout
/// and paint work on this tree only.
package struct ViewNode: Sendable {
    /// What the node is.
    package var kind: Kind
    /// The node's children, in declaration order (a modifier has its content first).
    package var children: [ViewNode]
    /// Layout priority (`layoutPriority(_:)`), 0 by default; `Spacer` is −∞.
    package var priority: Double
    /// The `accessibilityIdentifier` of the view, used to find its frame in tests.
    package var identifier: String?
    /// The accent group of the view in the accented mode.
    package var accentGroup: AccentGroup
    /// The accented rendering mode of images in this view.
    package var accentedRenderingMode: WidgetAccentedRenderingMode?
    /// The device scale, for snapping text sizes and dividers to pixels.
    package var displayScale: CGFloat
    /// A name for layout dumps that overrides the kind's (e.g. `Color` for a colour fill).
    var displayName: String?

    init(_ kind: Kind, children: [ViewNode] = [], context: ResolveContext) {
        self.kind = kind
        self.children = children
        self.priority = kind.defaultPriority(children: children)
        self.identifier = nil
        self.accentGroup = context.environment.isWidgetAccentable ? .accent : .default
        self.accentedRenderingMode = context.environment.accentedRenderingMode
        self.displayScale = context.environment.displayScale
        self.displayName = nil
    }

    /// A short name of the node's kind, used by layout dumps (`Text`, `HStack`, `padding`…).
    package var name: String { displayName ?? kind.name }
}

extension ViewNode.Kind {
    func defaultPriority(children: [ViewNode]) -> Double {
        switch self {
        case .spacer:
            return -.infinity
        case .stack where children.isEmpty, .zstack where children.isEmpty:
            return -.infinity
        case .fixedSize, .background, .overlay, .opacity, .clip, .offset, .containerBackground, .group:
            return children.first?.priority ?? 0
        default:
            return 0
        }
    }
}
