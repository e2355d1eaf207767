/// A reusable change to a view, as SwiftUI's `ViewModifier`.
///
/// ```swift
/// struct Card: ViewModifier {
///     func body(content: Content) -> some View {
///         content.padding().background(.blue)
///     }
/// }
/// Text("Hi").modifier(Card())
/// ```
public protocol ViewModifier {
    /// The type of view the modifier makes.
    associatedtype Body: View
    /// The content the modifier is applied to.
    typealias Content = _ViewModifier_Content<Self>
    /// Builds the modified view from `content`.
    @ViewBuilder func body(content: Content) -> Body

    /// Built in: the nodes of the modified view, made by the modifier itself from `content`
    /// (which resolves the unmodified content in a context); `nil`, the default, for a
    /// modifier resolved through its ``body(content:)``. Not API: used by the renderer.
    ///
    /// A requirement rather than a cast to an internal protocol, as ``View/_resolveNodes(_:in:)``:
    /// each new type cast costs a scan of every protocol-conformance record in the process.
    func _resolve(in context: _ResolveContext, content: (_ResolveContext) -> _ResolvedNodes) -> _ResolvedNodes?
}

extension ViewModifier {
    /// A modifier with a body makes no nodes of its own.
    public func _resolve(in context: _ResolveContext, content: (_ResolveContext) -> _ResolvedNodes) -> _ResolvedNodes? { nil }
}

/// The content a ``ViewModifier`` receives: the view it modifies.
///
/// `Modifier` is not declared a ``ViewModifier`` (SwiftUI's is): a modifier's `some View` body
/// names this type, and the Swift runtime, making that type from its mangled name, would check
/// the requirement with a scan of every protocol-conformance record in the process, once for
/// each modifier type a render meets (about a tenth of a millisecond each). Only
/// ``ViewModifier/Content`` names it, always with a modifier.
public struct _ViewModifier_Content<Modifier>: View {
    let content: any View
    /// Never called: the content is a primitive view.
    public var body: Never { primitiveBody() }
}

extension _ViewModifier_Content: PrimitiveView {
    /// Built in: makes its own nodes instead of resolving a `body`.
    public static func _resolveNodes(_ view: Self, in context: _ResolveContext) -> _ResolvedNodes { context.primitive(view) }

    func resolve(in context: ResolveScope) -> [ViewNode] { context.resolve(existential: content) }
}

/// A view with a modifier applied, as SwiftUI's `ModifiedContent`.
public struct ModifiedContent<Content, Modifier> {
    /// The view the modifier is applied to.
    public var content: Content
    /// The modifier applied to ``content``.
    public var modifier: Modifier

    /// Creates a view with `modifier` applied to `content`.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// Never called: a modified view is a primitive view.
    public var body: Never { primitiveBody() }
    /// Built in: makes its own nodes instead of resolving a `body`.
    public static func _resolveNodes(_ view: Self, in context: _ResolveContext) -> _ResolvedNodes { context.primitive(view) }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    func resolve(in context: ResolveScope) -> [ViewNode] {
        // As for views (see ResolveScope.resolve): only a modifier whose body is `Never` can be
        // a primitive one.
        if Modifier.Body.self == Never.self,
            let nodes = modifier._resolve(in: _ResolveContext(context), content: { _ResolvedNodes($0.scope.resolve(content)) })
        {
            return nodes.nodes
        }
        let body = EnvironmentValues.withCurrent(context.environment) {
            modifier.body(content: _ViewModifier_Content(content: content))
        }
        return context.resolve(body)
    }
}

extension View {
    /// Applies a modifier.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
