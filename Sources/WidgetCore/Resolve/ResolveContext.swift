/// Where in the tree a view is being resolved, as passed to ``View/_resolveNodes(_:in:)``.
///
/// Opaque to widget code; only the renderer makes and reads it.
public struct _ResolveContext {
    let scope: ResolveScope

    init(_ scope: ResolveScope) {
        self.scope = scope
    }

    /// The nodes of a built-in view: what each built-in view's ``View/_resolveNodes(_:in:)``
    /// returns.
    func primitive<P: PrimitiveView>(_ view: P) -> _ResolvedNodes {
        _ResolvedNodes(view.resolve(in: scope))
    }
}

/// The nodes a view resolved to, as returned by ``View/_resolveNodes(_:in:)``.
///
/// Opaque to widget code; only the renderer makes and reads it.
public struct _ResolvedNodes {
    let nodes: [ViewNode]

    init(_ nodes: [ViewNode]) {
        self.nodes = nodes
    }
}
