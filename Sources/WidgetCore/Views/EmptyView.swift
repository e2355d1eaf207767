/// A view with no content: it takes no space and joins no container.
public struct EmptyView: View {
    public init() {}
    public var body: Never { primitiveBody() }
}

extension EmptyView: PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] { [] }
}
