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
/// applies a modifier on a `Group` to each of its children. Not API: public only as the type
/// the built-in modifiers return.
///
/// The built-in modifiers return `ModifiedContent<Self, _NodeModifier>` (and the two below)
/// rather than `some View`: an opaque type declared in `extension View` is generic over `Self`,
/// and demangling it made the runtime look up `Self`'s conformance to `View`, a scan of every
/// conformance record in the process, for each new view type a widget's body modified.
public struct _NodeModifier: ViewModifier, PrimitiveModifier {
    let wrap: (ViewNode, ResolveScope) -> ViewNode
    /// Whether empty content (`EmptyView`) still gets the wrapper, with an empty group inside
    /// (`EmptyView().frame(width: 50, height: 50)` takes 50 × 50, as in SwiftUI).
    var wrapsEmptyContent = false

    init(wrap: @escaping (ViewNode, ResolveScope) -> ViewNode, wrapsEmptyContent: Bool = false) {
        self.wrap = wrap
        self.wrapsEmptyContent = wrapsEmptyContent
    }

    /// Never called: a built-in modifier resolves its content itself.
    public func body(content: Content) -> Never { primitiveBody() }

    /// Built in: the wrapped nodes of the content.
    public func _resolve(in context: _ResolveContext, content: (_ResolveContext) -> _ResolvedNodes) -> _ResolvedNodes? {
        _ResolvedNodes(resolve(in: context.scope) { content(_ResolveContext($0)).nodes })
    }

    func resolve(in context: ResolveScope, content: (ResolveScope) -> [ViewNode]) -> [ViewNode] {
        let nodes = content(context)
        if nodes.isEmpty && wrapsEmptyContent {
            return [wrap(ViewNode(LayoutPrimitive(ZStackLayout(), name: "ZStack"), scope: context), context)]
        }
        return nodes.map { wrap($0, context) }
    }
}

/// Changes the environment of the content (font, foreground style, line limit…). Not API:
/// public only as the type the built-in modifiers return (see `_NodeModifier`).
public struct _EnvironmentModifier: ViewModifier, PrimitiveModifier {
    let change: (inout EnvironmentValues) -> Void

    init(change: @escaping (inout EnvironmentValues) -> Void) {
        self.change = change
    }

    /// Never called: a built-in modifier resolves its content itself.
    public func body(content: Content) -> Never { primitiveBody() }

    /// Built in: the content resolved in the changed environment.
    public func _resolve(in context: _ResolveContext, content: (_ResolveContext) -> _ResolvedNodes) -> _ResolvedNodes? {
        _ResolvedNodes(resolve(in: context.scope) { content(_ResolveContext($0)).nodes })
    }

    func resolve(in context: ResolveScope, content: (ResolveScope) -> [ViewNode]) -> [ViewNode] {
        content(context.with(change))
    }
}

/// Changes the nodes of the content in place (identifier, priority). Not API: public only as
/// the type the built-in modifiers return (see `_NodeModifier`).
public struct _NodeAttributeModifier: ViewModifier, PrimitiveModifier {
    let change: (inout ViewNode) -> Void

    init(change: @escaping (inout ViewNode) -> Void) {
        self.change = change
    }

    /// Never called: a built-in modifier resolves its content itself.
    public func body(content: Content) -> Never { primitiveBody() }

    /// Built in: the content's nodes, changed.
    public func _resolve(in context: _ResolveContext, content: (_ResolveContext) -> _ResolvedNodes) -> _ResolvedNodes? {
        _ResolvedNodes(resolve(in: context.scope) { content(_ResolveContext($0)).nodes })
    }

    func resolve(in context: ResolveScope, content: (ResolveScope) -> [ViewNode]) -> [ViewNode] {
        content(context).map { node in
            var n = node
            change(&n)
            return n
        }
    }
}

extension View {
    func wrapped(wrapsEmptyContent: Bool = false, _ wrap: @escaping (ViewNode, ResolveScope) -> ViewNode) -> ModifiedContent<Self, _NodeModifier> {
        modifier(_NodeModifier(wrap: wrap, wrapsEmptyContent: wrapsEmptyContent))
    }

    func environmentChanged(_ change: @escaping (inout EnvironmentValues) -> Void) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier(change: change))
    }

    func nodesChanged(_ change: @escaping (inout ViewNode) -> Void) -> ModifiedContent<Self, _NodeAttributeModifier> {
        modifier(_NodeAttributeModifier(change: change))
    }
}
