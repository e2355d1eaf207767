import Foundation

/// Overlays its children, as SwiftUI's `ZStack`.
public struct ZStack<Content> {
    let alignment: Alignment
    let content: Content

    /// Creates a stack of overlaid views.
    ///
    /// - Parameters:
    ///   - alignment: Where each child is placed in the stack (default `.center`).
    ///   - content: The children, back to front.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) where Content: View {
        self.alignment = alignment
        self.content = content()
    }
}

extension ZStack: View where Content: View {
    /// Never called: `ZStack` is a primitive view.
    public var body: Never { primitiveBody() }
}

extension ZStack: PrimitiveView where Content: View {
    /// Built in: makes its own nodes instead of resolving a `body`.
    public static func _resolveNodes(_ view: Self, in context: _ResolveContext) -> _ResolvedNodes { context.primitive(view) }

    func resolve(in scope: ResolveScope) -> [ViewNode] {
        [ViewNode(LayoutPrimitive(ZStackLayout(alignment: alignment), name: "ZStack"), children: scope.resolve(content), scope: scope)]
    }
}
