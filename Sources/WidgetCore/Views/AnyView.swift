/// A type-erased view.
public struct AnyView: View {
    let view: any View

    /// Wraps `view`.
    public init<V: View>(_ view: V) {
        self.view = view
    }

    /// Wraps `view` when it is a view (the `erasing` form).
    public init<V: View>(erasing view: V) {
        self.view = view
    }

    /// Never called: `AnyView` is a primitive view.
    public var body: Never { primitiveBody() }
}

extension AnyView: PrimitiveView {
    /// Built in: makes its own nodes instead of resolving a `body`.
    public static func _resolveNodes(_ view: Self, in context: _ResolveContext) -> _ResolvedNodes { context.primitive(view) }

    func resolve(in context: ResolveScope) -> [ViewNode] { context.resolve(existential: view) }
}
