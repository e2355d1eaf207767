import Foundation

/// Arranges its children in a row, as SwiftUI's `HStack`.
public struct HStack<Content: View>: View {
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
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// Never called: `HStack` is a primitive view.
    public var body: Never { primitiveBody() }
}

extension HStack: PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        let spacing = StackSpacing.validated(spacing, context: context)
        return [ViewNode(.stack(.horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing), children: context.resolve(content), context: context)]
    }
}

/// Arranges its children in a column, as SwiftUI's `VStack`.
public struct VStack<Content: View>: View {
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
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// Never called: `VStack` is a primitive view.
    public var body: Never { primitiveBody() }
}

extension VStack: PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        let spacing = StackSpacing.validated(spacing, context: context)
        return [ViewNode(.stack(.vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing), children: context.resolve(content), context: context)]
    }
}

/// Overlays its children, as SwiftUI's `ZStack`.
public struct ZStack<Content: View>: View {
    let alignment: Alignment
    let content: Content

    /// Creates a stack of overlaid views.
    ///
    /// - Parameters:
    ///   - alignment: Where each child is placed in the stack (default `.center`).
    ///   - content: The children, back to front.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// Never called: `ZStack` is a primitive view.
    public var body: Never { primitiveBody() }
}

extension ZStack: PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        [ViewNode(.zstack(alignment), children: context.resolve(content), context: context)]
    }
}

enum StackSpacing {
    /// Explicit spacing must be finite; NaN/∞ fall back to the default spacing.
    static func validated(_ spacing: CGFloat?, context: ResolveContext) -> CGFloat? {
        guard let s = spacing else { return nil }
        if !s.isFinite {
            context.report(Diagnostic(.invalidValue, "stack spacing \(s) is not finite; the default spacing is used. Pass a finite number or nil."))
            return nil
        }
        return s
    }
}
