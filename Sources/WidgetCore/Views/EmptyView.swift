/// A view with no content: it takes no space and joins no container.
public struct EmptyView: View {
    /// Creates an empty view.
    public init() {}
    /// Never called: `EmptyView` is a primitive view.
    public var body: Never { primitiveBody() }
}

extension EmptyView: PrimitiveView {
    /// Built in: makes its own nodes instead of resolving a `body`.
    public static func _resolveNodes(_ view: Self, in context: _ResolveContext) -> _ResolvedNodes { context.primitive(view) }

    func resolve(in context: ResolveScope) -> [ViewNode] { [] }
}
