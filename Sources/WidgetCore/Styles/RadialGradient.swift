import Foundation

/// A radial gradient, as SwiftUI's `RadialGradient`.
public struct RadialGradient: ShapeStyle, Hashable {
    var gradient: Gradient
    var center: UnitPoint
    var startRadius: CGFloat
    var endRadius: CGFloat

    /// A gradient from `startRadius` to `endRadius` (in points) around `center`, a unit point of
    /// the filled bounds.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// Colours spread evenly from `startRadius` to `endRadius` around `center`.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// The gradient with its colours resolved for the environment. Not API: used by the renderer.
    public func _resolve(in environment: EnvironmentValues) -> ResolvedStyle {
        let r0 = InputCheck.nonNegative(startRadius, "RadialGradient startRadius", fallback: 0)
        let r1 = InputCheck.nonNegative(endRadius, "RadialGradient endRadius", fallback: 0)
        return .radialGradient(gradient.resolve(in: environment), center: center, startRadius: InputCheck.bounded(r0, "RadialGradient startRadius"), endRadius: InputCheck.bounded(r1, "RadialGradient endRadius"))
    }
}

extension RadialGradient: View {
    /// Never called: the gradient view is a primitive view (a rectangle filled with the gradient).
    public var body: Never { primitiveBody() }
}

extension RadialGradient: PrimitiveView {
    /// Built in: makes its own nodes instead of resolving a `body`.
    public static func _resolveNodes(_ view: Self, in context: _ResolveContext) -> _ResolvedNodes { context.primitive(view) }

    func resolve(in context: ResolveScope) -> [ViewNode] {
        [ViewNode(ShapePrimitive(shape: Rectangle(), drawing: .fill(_resolve(in: context.environment), .nonZero)), scope: context)]
    }
}
