import Foundation

/// What a location manager tells its delegate, as Apple's `CLLocationManagerDelegate`. Each
/// method has an empty default, as Apple's optional methods.
public protocol CLLocationManagerDelegate: AnyObject {
    /// New locations, the latest last.
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    /// The manager could not get a location.
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
    /// The authorization changed, or the manager was created.
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    /// The authorization changed (the older form, with the status).
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
}

extension CLLocationManagerDelegate {
    /// Does nothing.
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    /// Does nothing.
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
    /// Does nothing.
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
    /// Does nothing.
    public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
}
