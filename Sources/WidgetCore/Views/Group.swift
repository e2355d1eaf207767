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
    /// Built in: makes its own nodes instead of resolving a `body`.
    public static func _resolveNodes(_ view: Self, in context: _ResolveContext) -> _ResolvedNodes { context.primitive(view) }

    func resolve(in context: ResolveScope) -> [ViewNode] { context.resolve(content) }
}
