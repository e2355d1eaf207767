import Foundation

/// A latitude or longitude in degrees, as Apple's `CLLocationDegrees`.
public typealias CLLocationDegrees = Double
/// A distance in metres, as Apple's `CLLocationDistance`.
public typealias CLLocationDistance = Double
/// An accuracy in metres, as Apple's `CLLocationAccuracy`.
public typealias CLLocationAccuracy = Double
/// A speed in metres per second, as Apple's `CLLocationSpeed`.
public typealias CLLocationSpeed = Double
/// A direction in degrees from true north, as Apple's `CLLocationDirection`.
public typealias CLLocationDirection = Double

/// The best accuracy a location manager can be asked for.
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
/// Ten metres.
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
/// A hundred metres.
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
/// A kilometre.
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
/// Three kilometres.
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
/// Every movement is reported (a manager's `distanceFilter`).
public let kCLDistanceFilterNone: CLLocationDistance = -1
