import Foundation

/// Colour stops, as SwiftUI's `Gradient`.
public struct Gradient: Sendable, Hashable {
    /// A colour at a location in 0…1.
    public struct Stop: Sendable, Hashable {
        /// The colour at the stop.
        public var color: Color
        /// The stop's position along the gradient, 0…1.
        public var location: CGFloat
        /// Creates a stop.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The colour stops, in order.
    public var stops: [Stop]

    /// Stops at given locations.
    public init(stops: [Stop]) { self.stops = stops }

    /// Colours spread evenly from 0 to 1.
    public init(colors: [Color]) {
        let n = colors.count
        stops = colors.enumerated().map { i, c in
            Stop(color: c, location: n > 1 ? CGFloat(i) / CGFloat(n - 1) : 0)
        }
    }

    func resolve(in environment: EnvironmentValues) -> [GradientStop] {
        stops.map { GradientStop(color: $0.color.resolve(in: environment), location: Double($0.location)) }
    }
}

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
        .radialGradient(gradient.resolve(in: environment), center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

/// The subtle top-to-bottom gradient of `Color.gradient`, as SwiftUI's `AnyGradient`.
public struct AnyGradient: ShapeStyle, Hashable {
    let color: Color

    /// How much lighter the top of `Color.gradient` is than the colour (mixed toward white).
    /// SwiftUI does not publish it; chosen by eye.
    static let topLightening = 0.18

    /// A vertical gradient from the colour mixed 18% toward white at the top to the colour itself
    /// at the bottom. Not API: used by the renderer.
    public func _resolve(in environment: EnvironmentValues) -> ResolvedStyle {
        let c = color.resolve(in: environment)
        let k = AnyGradient.topLightening
        let top = RGBA(red: c.red + (1 - c.red) * k, green: c.green + (1 - c.green) * k, blue: c.blue + (1 - c.blue) * k, alpha: c.alpha)
        return .linearGradient([GradientStop(color: top, location: 0), GradientStop(color: c, location: 1)], start: .top, end: .bottom)
    }
}

extension Color {
    /// A subtle vertical gradient derived from the colour.
    public var gradient: AnyGradient { AnyGradient(color: self) }
}

extension LinearGradient: View {
    /// Never called: the gradient view is a primitive view (a rectangle filled with the gradient).
    public var body: Never { primitiveBody() }
}

extension LinearGradient: PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        [ViewNode(.shape(Rectangle(), .fill(_resolve(in: context.environment), .nonZero)), context: context)]
    }
}

extension RadialGradient: View {
    /// Never called: the gradient view is a primitive view (a rectangle filled with the gradient).
    public var body: Never { primitiveBody() }
}

extension RadialGradient: PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        [ViewNode(.shape(Rectangle(), .fill(_resolve(in: context.environment), .nonZero)), context: context)]
    }
}
