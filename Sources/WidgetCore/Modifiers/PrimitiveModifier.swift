/// A built-in modifier: resolves its content itself instead of having a `body`.
protocol PrimitiveModifier: ViewModifier {
    /// The nodes of the modified view; `content` resolves the unmodified content in a context.
    func resolve(in context: ResolveScope, content: (ResolveScope) -> [ViewNode]) -> [ViewNode]
}

extension PrimitiveModifier {
    /// ``ViewModifier/_resolve(in:content:)`` of a built-in modifier: its own nodes.
    func _resolve(in context: _ResolveContext, content: (_ResolveContext) -> _ResolvedNodes) -> _ResolvedNodes? {
        _ResolvedNodes(resolve(in: context.scope) { content(_ResolveContext($0)).nodes })
    }
}

/// Wraps each node of the content in a new node (padding, frame, background…), as SwiftUI
/// applies a modifier on a `Group` to each of its children.
struct NodeModifier: ViewModifier, PrimitiveModifier {
    let wrap: (ViewNode, ResolveScope) -> ViewNode
    /// Whether empty content (`EmptyView`) still gets the wrapper, with an empty group inside
    /// (`EmptyView().frame(width: 50, height: 50)` takes 50 × 50, as in SwiftUI).
    var wrapsEmptyContent = false

    func body(content: Content) -> Never { primitiveBody() }

    func resolve(in context: ResolveScope, content: (ResolveScope) -> [ViewNode]) -> [ViewNode] {
        let nodes = content(context)
        if nodes.isEmpty && wrapsEmptyContent {
            return [wrap(ViewNode(LayoutPrimitive(ZStackLayout(), name: "ZStack"), scope: context), context)]
        }
        return nodes.map { wrap($0, context) }
    }
}

/// Changes the environment of the content (font, foreground style, line limit…).
struct EnvironmentModifier: ViewModifier, PrimitiveModifier {
    let change: (inout EnvironmentValues) -> Void

    func body(content: Content) -> Never { primitiveBody() }

    func resolve(in context: ResolveScope, content: (ResolveScope) -> [ViewNode]) -> [ViewNode] {
        content(context.with(change))
    }
}

/// Changes the nodes of the content in place (identifier, priority).
struct NodeAttributeModifier: ViewModifier, PrimitiveModifier {
    let change: (inout ViewNode) -> Void

    func body(content: Content) -> Never { primitiveBody() }

    func resolve(in context: ResolveScope, content: (ResolveScope) -> [ViewNode]) -> [ViewNode] {
        content(context).map { node in
            var n = node
            change(&n)
            return n
        }
    }
}

extension View {
    func wrapped(wrapsEmptyContent: Bool = false, _ wrap: @escaping (ViewNode, ResolveScope) -> ViewNode) -> ModifiedContent<Self, NodeModifier> {
        modifier(NodeModifier(wrap: wrap, wrapsEmptyContent: wrapsEmptyContent))
    }

    func environmentChanged(_ change: @escaping (inout EnvironmentValues) -> Void) -> ModifiedContent<Self, EnvironmentModifier> {
        modifier(EnvironmentModifier(change: change))
    }

    func nodesChanged(_ change: @escaping (inout ViewNode) -> Void) -> ModifiedContent<Self, NodeAttributeModifier> {
        modifier(NodeAttributeModifier(change: change))
    }
}
