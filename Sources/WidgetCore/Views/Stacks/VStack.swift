import Foundation

/// Arranges its children in a column, as SwiftUI's `VStack`.
public struct VStack<Content> {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a column.
    ///
    /// - Parameters:
    ///   - alignment: Where the children are placed horizontally (default `.center`).
    ///   - spacing: The gap between adjacent children (`nil`: 8 pt, or 0 next to a ``Spacer``).
    ///     A non-finite spacing is reported and the default used.
    ///   - content: The children, top to bottom.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) where Content: View {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension VStack: View where Content: View {
    /// Never called: `VStack` is a primitive view.
    public var body: Never { primitiveBody() }
}

extension VStack: PrimitiveView where Content: View {
    /// Built in: makes its own nodes instead of resolving a `body`.
    public static func _resolveNodes(_ view: Self, in context: _ResolveContext) -> _ResolvedNodes { context.primitive(view) }

    func resolve(in scope: ResolveScope) -> [ViewNode] {
        let spacing = StackSpacing.validated(spacing, scope: scope)
        return [ViewNode(LayoutPrimitive(VStackLayout(alignment: alignment, spacing: spacing), name: "VStack"), children: scope.resolve(content), scope: scope)]
    }
}
