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
