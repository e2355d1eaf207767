/// A piece of widget UI, as SwiftUI's `View`.
///
/// Write views exactly as for iOS: a struct with a `body` built with ``ViewBuilder``.
/// Built-in views (``Text``, the stacks, shapes…) are primitives whose `body` is `Never`.
public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View
    /// The content of the view.
    @ViewBuilder var body: Body { get }

    /// How the renderer turns a view of this type into its nodes. Widget code neither
    /// implements nor calls it: a custom view gets the default, which resolves ``body``, and
    /// every built-in view brings its own (as SwiftUI's `View` has `_makeView`).
    ///
    /// A requirement, rather than a cast of each view to a built-in protocol, because the
    /// runtime answers a cast to a protocol the first time it is asked for a type by scanning
    /// every conformance record in the process; a render asks it for each type of its tree
    /// (every `ModifiedContent<…>` is one): about 2.5 % of the samples in a profile of a
    /// one-render process.
    static func _resolveNodes(_ view: Self, in context: _ResolveContext) -> _ResolvedNodes
}

extension View {
    /// Resolves ``body``: what every view that is not built in does.
    public static func _resolveNodes(_ view: Self, in context: _ResolveContext) -> _ResolvedNodes {
        _ResolvedNodes(context.scope.resolveBody(of: view))
    }
}

extension Never: View {
    /// `Never` is its own body type.
    public typealias Body = Never
    /// Never called: `Never` has no values.
    public var body: Never { primitiveBody() }
}

/// Called by the `body` of primitive views, which have none; the renderer never calls it.
func primitiveBody(_ function: String = #function) -> Never {
    preconditionFailure("\(function): a primitive view has no body")
}
