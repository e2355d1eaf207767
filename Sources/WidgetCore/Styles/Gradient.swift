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

    /// The most stops drawn; more are cut (evenly thinned) with a diagnostic.
    static let maximumStops = 256

    func resolve(in environment: EnvironmentValues) -> [GradientStop] {
        if stops.isEmpty {
            DiagnosticSink.reportToCurrent(Diagnostic(.invalidValue, "a gradient has no colour stops; it draws nothing. Give it at least one colour."))
        }
        if stops.count > Gradient.maximumStops {
            DiagnosticSink.reportToCurrent(Diagnostic(.limitExceeded, "a gradient has \(stops.count) stops; \(Gradient.maximumStops) evenly chosen ones are drawn."))
            let step = Double(stops.count - 1) / Double(Gradient.maximumStops - 1)
            return (0..<Gradient.maximumStops).map { i in
                let stop = stops[Int((Double(i) * step).rounded())]
                return GradientStop(color: stop.color.resolve(in: environment), location: Double(stop.location))
            }
        }
        return stops.map { GradientStop(color: $0.color.resolve(in: environment), location: Double($0.location)) }
    }
}
