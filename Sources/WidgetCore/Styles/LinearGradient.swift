import Foundation

/// A linear gradient, as SwiftUI's `LinearGradient`; also a view that fills the space offered.
public struct LinearGradient: ShapeStyle, Hashable {
    var gradient: Gradient
    var startPoint: UnitPoint
    var endPoint: UnitPoint

    /// A gradient from `startPoint` to `endPoint`, unit points of the filled bounds.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// Colours spread evenly from `startPoint` to `endPoint`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// Stops at given locations from `startPoint` to `endPoint`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    /// The gradient with its colours resolved for the environment. Not API: used by the renderer.
    public func _resolve(in environment: EnvironmentValues) -> ResolvedStyle {
        .linearGradient(gradient.resolve(in: environment), start: startPoint, end: endPoint)
    }
}

extension LinearGradient: View {
    /// Never called: the gradient view is a primitive view (a rectangle filled with the gradient).
    public var body: Never { primitiveBody() }
}

extension LinearGradient: PrimitiveView {
    /// Built in: makes its own nodes instead of resolving a `body`.
    public static func _resolveNodes(_ view: Self, in context: _ResolveContext) -> _ResolvedNodes { context.primitive(view) }

    func resolve(in context: ResolveScope) -> [ViewNode] {
        [ViewNode(ShapePrimitive(shape: Rectangle(), drawing: .fill(_resolve(in: context.environment), .nonZero)), scope: context)]
    }
}
