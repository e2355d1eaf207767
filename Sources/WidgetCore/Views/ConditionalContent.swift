/// One of two views, chosen by an `if`/`else` or `switch` in a ``ViewBuilder``.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    /// Never called: conditional content is a primitive view.
    public var body: Never { primitiveBody() }
}

extension _ConditionalContent: PrimitiveView {
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
