import Foundation

/// Arranges its children in a row, as SwiftUI's `HStack`.
public struct HStack<Content> {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a row.
    ///
    /// - Parameters:
    ///   - alignment: Where the children are placed vertically (default `.center`).
    ///   - spacing: The gap between adjacent children (`nil`: 8 pt, or 0 next to a ``Spacer``).
    ///     A non-finite spacing is reported and the default used.
    ///   - content: The children, leading to trailing.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) where Content: View {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension HStack: View where Content: View {
    /// Never called: `HStack` is a primitive view.
    public var body: Never { primitiveBody() }
}

extension HStack: PrimitiveView where Content: View {
    /// Built in: makes its own nodes instead of resolving a `body`.
    public static func _resolveNodes(_ view: Self, in context: _ResolveContext) -> _ResolvedNodes { context.primitive(view) }

    func resolve(in scope: ResolveScope) -> [ViewNode] {
        let spacing = StackSpacing.validated(spacing, scope: scope)
        return [ViewNode(LayoutPrimitive(HStackLayout(alignment: alignment, spacing: spacing), name: "HStack"), children: scope.resolve(content), scope: scope)]
    }
}
