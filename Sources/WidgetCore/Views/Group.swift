/// Groups views without a container: its children join the parent, and modifiers on the
/// group apply to each child.
public struct Group<Content: View>: View {
    let content: Content

    /// Creates a group.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Never called: `Group` is a primitive view.
    public var body: Never { primitiveBody() }
}

extension Group: PrimitiveView {
    func resolve(in context: ResolveScope) -> [ViewNode] { context.resolve(content) }
}
