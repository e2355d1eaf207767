/// Groups views without a container: its children join the parent, and modifiers on the
/// group apply to each child.
///
/// `Content` is unconstrained and the conformance to ``View`` conditional (as ``VStack``'s), so
/// that demangling a body's type that names a group looks up no conformance.
public struct Group<Content> {
    let content: Content

    /// Creates a group.
    public init(@ViewBuilder content: () -> Content) where Content: View {
        self.content = content()
    }
}

extension Group: View where Content: View {
    /// Never called: `Group` is a primitive view.
    public var body: Never { primitiveBody() }
}

extension Group: PrimitiveView where Content: View {
    /// Built in: makes its own nodes instead of resolving a `body`.
    public static func _resolveNodes(_ view: Self, in context: _ResolveContext) -> _ResolvedNodes { context.primitive(view) }

    func resolve(in context: ResolveScope) -> [ViewNode] { context.resolve(content) }
}
