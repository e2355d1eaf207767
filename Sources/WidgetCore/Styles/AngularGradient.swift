import Foundation

/// Colours swept around a centre, as SwiftUI's `AngularGradient` (a conic gradient); also a
/// view that fills the space offered.
///
/// Angles are clockwise on screen from the positive x axis (3 o'clock). Drawn as a fan of
/// thin Cairo mesh patches, `AngularGradient/slicesPerTurn` to a full turn.
public struct AngularGradient: ShapeStyle, Hashable {
    var gradient: Gradient
    var center: UnitPoint
    var startAngle: Angle
    var endAngle: Angle

    /// How many mesh slices a full turn is drawn with (one per 2°: colour steps stay below
    /// what the eye sees on a widget-sized ring).
    package static let slicesPerTurn = 180

    /// A gradient from `startAngle` to `endAngle` around `center`.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        // SwiftUI treats equal angles as a full turn.
        self.endAngle = endAngle == startAngle ? Angle(radians: startAngle.radians + 2 * .pi) : endAngle
    }

    /// Colours spread evenly from `startAngle` to `endAngle`.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// Stops at given locations from `startAngle` to `endAngle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A full turn starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: Angle(radians: angle.radians + 2 * .pi))
    }

    /// A full turn of colours starting at `angle`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// The gradient resolved for the environment. Not API: used by the renderer.
    public func _resolve(in environment: EnvironmentValues) -> ResolvedStyle {
        var a0 = startAngle.radians
        var a1 = endAngle.radians
        if !a0.isFinite || !a1.isFinite {
            DiagnosticSink.reportToCurrent(Diagnostic(.invalidValue, "AngularGradient angles \(a0), \(a1) are not finite; a full turn from 0 used."))
            (a0, a1) = (0, 2 * .pi)
        }
        return .pattern(.angular(gradient.resolve(in: environment), center: center, startAngle: a0, endAngle: a1))
    }
}

extension AngularGradient: View {
    /// Never called: the gradient view is a primitive view (a rectangle filled with it).
    public var body: Never { primitiveBody() }
}

extension AngularGradient: PrimitiveView {
    /// Built in: makes its own nodes instead of resolving a `body`.
    public static func _resolveNodes(_ view: Self, in context: _ResolveContext) -> _ResolvedNodes { context.primitive(view) }

    func resolve(in context: ResolveScope) -> [ViewNode] {
        [ViewNode(ShapePrimitive(shape: Rectangle(), drawing: .fill(_resolve(in: context.environment), .nonZero)), scope: context)]
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient of colours.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A full-turn angular gradient.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
}
