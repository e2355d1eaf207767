/// A piece of widget UI, as SwiftUI's `View`.
///
/// Write views exactly as for iOS: a struct with a `body` built with ``ViewBuilder``.
/// Built-in views (``Text``, the stacks, shapes…) are primitives whose `body` is `Never`.
public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View
    /// The content of the view.
    @ViewBuilder var body: Body { get }
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
