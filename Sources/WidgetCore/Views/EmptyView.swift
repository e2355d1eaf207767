/// A view with no content: it takes no space and joins no container.
public struct EmptyView: View {
    /// Creates an empty view.
    public init() {}
    /// Never called: `EmptyView` is a primitive view.
    public var body: Never { primitiveBody() }
}

extension EmptyView: PrimitiveView {
    func resolve(in context: ResolveScope) -> [ViewNode] { [] }
}
