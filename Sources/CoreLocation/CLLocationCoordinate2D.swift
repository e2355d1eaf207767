import Foundation

/// A point on the Earth in degrees, as Apple's `CLLocationCoordinate2D`. Like Apple's, it is
/// not `Equatable` (compare its two values), so an extension that adds the conformance compiles.
public struct CLLocationCoordinate2D: Sendable {
    /// Degrees north of the equator, −90 to 90.
    public var latitude: CLLocationDegrees
    /// Degrees east of Greenwich, −180 to 180.
    public var longitude: CLLocationDegrees

    /// The coordinate (0, 0).
    public init() {
        latitude = 0
        longitude = 0
    }

    /// A coordinate from its latitude and longitude.
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// A coordinate that ``CLLocationCoordinate2DIsValid(_:)`` rejects, for "no coordinate".
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Whether `coordinate` lies on the Earth: latitude within ±90°, longitude within ±180°.
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
    (-90...90).contains(coordinate.latitude) && (-180...180).contains(coordinate.longitude)
        && !(coordinate.latitude == -180 && coordinate.longitude == -180)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A coordinate from its latitude and longitude, as the C function of Apple's framework.
public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}
