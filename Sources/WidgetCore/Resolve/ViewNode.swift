import Foundation

/// A resolved view: plain data, no generics, no user code left to run.
///
/// Resolution evaluates every `body` under its environment and leaves a tree of nodes, each
/// holding the ``Primitive`` that sizes, places and paints it (text, a shape, a stack, a
/// padding…) and its children. Layout and paint work on this tree only.
package struct ViewNode: Sendable {
    /// What the node is and how it behaves.
    package var primitive: any Primitive
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
    /// The layout direction of the node's environment: in ``LayoutDirection/rightToLeft`` its
    /// children are placed mirrored (see ``LayoutBox/place(at:proposal:)``).
    package var layoutDirection: LayoutDirection
    /// Values set with `layoutValue(key:value:)`, read by custom layouts.
    package var layoutValues: LayoutValues
    /// A name for layout dumps that overrides the primitive's (e.g. `Color` for a colour fill).
    var displayName: String?

    init(_ primitive: any Primitive, children: [ViewNode] = [], scope: ResolveScope) {
        self.primitive = primitive
        self.children = children
        self.priority = primitive.defaultPriority(children: children)
        self.identifier = nil
        self.accentGroup = scope.environment.isWidgetAccentable ? .accent : .default
        self.accentedRenderingMode = scope.environment.accentedRenderingMode
        self.displayScale = scope.environment.displayScale
        self.layoutDirection = scope.environment.layoutDirection
        self.layoutValues = children.count == 1 ? children[0].layoutValues : LayoutValues()
        self.displayName = nil
    }

    /// A short name of the node's kind, used by layout dumps (`Text`, `HStack`, `padding`…).
    package var name: String { displayName ?? primitive.name }

    /// Several root views stacked vertically, as an implicit `VStack`.
    static func implicitStack(_ nodes: [ViewNode]) -> ViewNode {
        let scope = ResolveScope(environment: EnvironmentValues(), diagnostics: DiagnosticSink())
        var stack = ViewNode(LayoutPrimitive(VStackLayout(), name: "VStack"), children: nodes, scope: scope)
        stack.displayScale = nodes.first?.displayScale ?? 1
        stack.layoutDirection = nodes.first?.layoutDirection ?? .leftToRight
        return stack
    }
}
