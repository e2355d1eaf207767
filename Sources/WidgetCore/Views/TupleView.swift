/// A fixed list of views built by ``ViewBuilder``; its children join the parent container.
public struct TupleView<T>: View {
    /// The views, as a tuple.
    public var value: T
    let children: [any View]

    init(value: T, children: [any View]) {
        self.value = value
        self.children = children
    }

    /// Never called: `TupleView` is a primitive view.
    public var body: Never { primitiveBody() }
}

extension TupleView: PrimitiveView {
    /// Built in: makes its own nodes instead of resolving a `body`.
    public static func _resolveNodes(_ view: Self, in context: _ResolveContext) -> _ResolvedNodes { context.primitive(view) }

    func resolve(in context: ResolveScope) -> [ViewNode] {
        children.flatMap { context.resolve(existential: $0) }
    }
}
