/// One of two views, chosen by an `if`/`else` or `switch` in a ``ViewBuilder``.
///
/// The type parameters are unconstrained and the conformance to ``View`` conditional (as
/// ``ModifiedContent``'s): a constrained parameter made the runtime look up each branch's
/// conformance, a scan of every conformance record in the process, whenever a body's type
/// naming a `_ConditionalContent` was first demangled.
public struct _ConditionalContent<TrueContent, FalseContent> {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    /// Never called: conditional content is a primitive view.
    public var body: Never { primitiveBody() }
}

extension _ConditionalContent: PrimitiveView where TrueContent: View, FalseContent: View {
    /// Built in: makes its own nodes instead of resolving a `body`.
    public static func _resolveNodes(_ view: Self, in context: _ResolveContext) -> _ResolvedNodes { context.primitive(view) }

    func resolve(in context: ResolveScope) -> [ViewNode] {
        switch storage {
        case .trueContent(let v): return context.resolve(v)
        case .falseContent(let v): return context.resolve(v)
        }
    }
}

extension Optional: View where Wrapped: View {
    /// Never called: an optional view is a primitive view; `nil` shows nothing.
    public var body: Never { primitiveBody() }
    /// Built in: makes its own nodes instead of resolving a `body`.
    public static func _resolveNodes(_ view: Self, in context: _ResolveContext) -> _ResolvedNodes { context.primitive(view) }
}

extension Optional: PrimitiveView where Wrapped: View {
    func resolve(in context: ResolveScope) -> [ViewNode] {
        switch self {
        case .some(let v): return context.resolve(v)
        case .none: return []
        }
    }
}
