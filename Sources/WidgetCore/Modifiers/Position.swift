import Foundation

extension View {
    /// Centres the view at a point in its parent's space, as SwiftUI's `position(_:)`.
    ///
    /// The modified view takes the whole size it is proposed (an unspecified axis takes the
    /// view's own answer) and places the view's centre at `position`, measured from its
    /// top-leading corner (top-trailing in a right-to-left layout).
    ///
    /// ```swift
    /// ZStack {
    ///     Color.blue
    ///     Circle().frame(width: 20, height: 20).position(x: 30, y: 30)
    /// }
    /// ```
    public func position(_ position: CGPoint) -> ModifiedContent<Self, _NodeModifier> {
        wrapped { child, context in
            let x = Self.positionCoordinate(position.x, "x", context)
            let y = Self.positionCoordinate(position.y, "y", context)
            return ViewNode(PositionPrimitive(position: CGPoint(x: x, y: y)), children: [child], scope: context)
        }
    }

    /// Centres the view at the point (`x`, `y`) in its parent's space, as SwiftUI's
    /// `position(x:y:)`; see ``View/position(_:)``.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }

    /// A finite coordinate, or 0 with a diagnostic.
    private static func positionCoordinate(_ value: CGFloat, _ axis: String, _ context: ResolveScope) -> CGFloat {
        if value.isFinite { return value }
        context.report(Diagnostic(.invalidValue, "position \(axis) \(value) is not finite; 0 used. Pass a finite coordinate."))
        return 0
    }
}
