import Foundation

/// A location and when and how well it was measured, as Apple's `CLLocation`.
open class CLLocation: NSObject, @unchecked Sendable {
    /// Where.
    public let coordinate: CLLocationCoordinate2D
    /// Metres above sea level.
    public let altitude: CLLocationDistance
    /// The radius of uncertainty of ``coordinate`` in metres; negative when it is invalid.
    public let horizontalAccuracy: CLLocationAccuracy
    /// The uncertainty of ``altitude`` in metres; negative when it is invalid.
    public let verticalAccuracy: CLLocationAccuracy
    /// Metres per second; negative when unknown.
    public let speed: CLLocationSpeed
    /// Degrees from true north the device moves towards; negative when unknown.
    public let course: CLLocationDirection
    /// When the location was measured.
    public let timestamp: Date

    /// A location at a latitude and longitude, measured now, with an accuracy of 0 m.
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
        altitude = 0
        horizontalAccuracy = 0
        verticalAccuracy = -1
        speed = -1
        course = -1
        timestamp = Date()
    }

    /// A location with every measurement given.
    public init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
        verticalAccuracy: CLLocationAccuracy, course: CLLocationDirection = -1, speed: CLLocationSpeed = -1, timestamp: Date
    ) {
        self.coordinate = coordinate
        self.altitude = altitude
        self.horizontalAccuracy = horizontalAccuracy
        self.verticalAccuracy = verticalAccuracy
        self.course = course
        self.speed = speed
        self.timestamp = timestamp
    }

    /// The great-circle distance to `location` in metres, on a sphere of the Earth's mean radius
    /// (6,371,008.8 m; Apple's ellipsoid differs by up to about 0.5 %).
    public func distance(from location: CLLocation) -> CLLocationDistance {
        let radians = Double.pi / 180
        let latitude1 = coordinate.latitude * radians
        let latitude2 = location.coordinate.latitude * radians
        let dLatitude = latitude2 - latitude1
        let dLongitude = (location.coordinate.longitude - coordinate.longitude) * radians
        let a = sin(dLatitude / 2) * sin(dLatitude / 2) + cos(latitude1) * cos(latitude2) * sin(dLongitude / 2) * sin(dLongitude / 2)
        return 6_371_008.8 * 2 * atan2(a.squareRoot(), (1 - a).squareRoot())
    }

    /// `<+38.72,-9.14> +/- 0.00m`, as Apple's description begins.
    open override var description: String {
        String(format: "<%+.8f,%+.8f> +/- %.2fm", coordinate.latitude, coordinate.longitude, horizontalAccuracy)
    }
}
