import Foundation

/// A radial gradient stretched to the bounds' aspect ratio, as SwiftUI's `EllipticalGradient`;
/// also a view. Radii are fractions of the bounds' width (horizontally) and height
/// (vertically): 0.5 reaches the edges.
public struct EllipticalGradient: ShapeStyle, Hashable {
    var gradient: Gradient
    var center: UnitPoint
    var startRadiusFraction: CGFloat
    var endRadiusFraction: CGFloat

    /// A gradient from the `startRadiusFraction` ellipse to the `endRadiusFraction` one.
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// Colours spread evenly between the ellipses.
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// Stops at given locations between the ellipses.
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// The gradient resolved for the environment. Not API: used by the renderer.
    public func _resolve(in environment: EnvironmentValues) -> ResolvedStyle {
        let r0 = InputCheck.nonNegative(startRadiusFraction, "EllipticalGradient startRadiusFraction", fallback: 0)
        let r1 = InputCheck.nonNegative(endRadiusFraction, "EllipticalGradient endRadiusFraction", fallback: 0.5)
        return .pattern(.elliptical(gradient.resolve(in: environment), center: center, startRadiusFraction: min(r0, 1000), endRadiusFraction: min(r1, 1000)))
    }
}

extension EllipticalGradient: View {
    /// Never called: the gradient view is a primitive view (a rectangle filled with it).
    public var body: Never { primitiveBody() }
}

extension EllipticalGradient: PrimitiveView {
    /// Built in: makes its own nodes instead of resolving a `body`.
    public static func _resolveNodes(_ view: Self, in context: _ResolveContext) -> _ResolvedNodes { context.primitive(view) }

    func resolve(in context: ResolveScope) -> [ViewNode] {
        [ViewNode(ShapePrimitive(shape: Rectangle(), drawing: .fill(_resolve(in: context.environment), .nonZero)), scope: context)]
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient.
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient of colours.
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}
