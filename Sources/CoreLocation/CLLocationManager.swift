import Foundation

/// Gets the device's location, as Apple's `CLLocationManager`. On Linux the location is the
/// one configured for the render: ``CLLocationManager/simulatedLocation`` or, when that is
/// `nil`, `WIDGET_RENDER_LOCATION` (`"38.7223,-9.1393"`, latitude and longitude in degrees).
///
/// With a location configured the app is authorized when in use (also for widget updates),
/// ``location`` is it, and ``requestLocation()`` and ``startUpdatingLocation()`` hand it to the
/// delegate before they return. Without one, the status is `.notDetermined`, ``location`` is
/// `nil` and those calls fail with `CLError(.denied)`, as on a device where the user was never
/// asked.
open class CLLocationManager: NSObject, @unchecked Sendable {
    /// The location every manager reports, set by a test or a tool; `nil`: `WIDGET_RENDER_LOCATION`.
    nonisolated(unsafe) public static var simulatedLocation: CLLocation?

    /// Who is told of locations and errors.
    open weak var delegate: (any CLLocationManagerDelegate)?
    /// The accuracy asked for (any accuracy is met here).
    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    /// The movement in metres before a new location is reported (none is: the location stays).
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone

    /// The configured location, read at each call.
    static var configuredLocation: CLLocation? {
        if let simulatedLocation { return simulatedLocation }
        guard let text = ProcessInfo.processInfo.environment["WIDGET_RENDER_LOCATION"] else { return nil }
        let parts = text.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let latitude = parts[0], let longitude = parts[1] else { return nil }
        let location = CLLocation(latitude: latitude, longitude: longitude)
        return CLLocationCoordinate2DIsValid(location.coordinate) ? location : nil
    }

    /// The last location: the configured one, or `nil`.
    open var location: CLLocation? { Self.configuredLocation }

    /// `.authorizedWhenInUse` with a configured location, otherwise `.notDetermined`.
    open var authorizationStatus: CLAuthorizationStatus {
        Self.configuredLocation == nil ? .notDetermined : .authorizedWhenInUse
    }

    /// Whether a widget may use the location in its timeline: true with a configured location.
    open var isAuthorizedForWidgetUpdates: Bool { Self.configuredLocation != nil }

    /// The status for the app (the older class form of ``authorizationStatus``).
    open class func authorizationStatus() -> CLAuthorizationStatus {
        configuredLocation == nil ? .notDetermined : .authorizedWhenInUse
    }

    /// Whether the device has location services on: true (the configuration decides the rest).
    open class func locationServicesEnabled() -> Bool { true }

    /// Asks for "when in use" authorization: nothing is asked here; the delegate hears the status.
    open func requestWhenInUseAuthorization() { tellAuthorization() }

    /// Asks for "always" authorization: nothing is asked here; the delegate hears the status.
    open func requestAlwaysAuthorization() { tellAuthorization() }

    /// Hands the delegate the location once, or `CLError(.denied)` without one.
    open func requestLocation() { deliver() }

    /// Starts updates: the delegate hears the location (it does not move), or an error.
    open func startUpdatingLocation() { deliver() }

    /// Stops updates.
    open func stopUpdatingLocation() {}

    private func tellAuthorization() {
        delegate?.locationManagerDidChangeAuthorization(self)
        delegate?.locationManager(self, didChangeAuthorization: authorizationStatus)
    }

    private func deliver() {
        if let location {
            delegate?.locationManager(self, didUpdateLocations: [location])
        } else {
            delegate?.locationManager(self, didFailWithError: CLError(.denied))
        }
    }
}
