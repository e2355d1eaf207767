import CoreLocation
import Foundation
import Testing

/// A provider's helper as widget code writes it: asks for one location and waits.
private final class OneShotLocation: NSObject, CLLocationManagerDelegate {
    let manager = CLLocationManager()
    var received: [CLLocation] = []
    var errors: [any Error] = []
    var statuses: [CLAuthorizationStatus] = []

    override init() {
        super.init()
        manager.delegate = self
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) { received += locations }
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) { errors.append(error) }
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) { statuses.append(manager.authorizationStatus) }
}

/// What widget code adds, as on iOS, where the type is not Equatable (`@retroactive` there).
extension CLLocationCoordinate2D: Equatable {
    public static func == (a: CLLocationCoordinate2D, b: CLLocationCoordinate2D) -> Bool {
        a.latitude == b.latitude && a.longitude == b.longitude
    }
}

/// CoreLocation's subset: coordinates, distances, and the manager over the configured location.
@Suite(.serialized) struct CoreLocationTests {
    @Test func coordinatesAreValidatedAsApplesAre() {
        #expect(CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 38.72, longitude: -9.14)))
        #expect(!CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 91, longitude: 0)))
        #expect(!CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
        #expect(CLLocationCoordinate2DMake(1, 2) == CLLocationCoordinate2D(latitude: 1, longitude: 2))
    }

    @Test func theDistanceBetweenTwoCitiesIsTheGreatCircleDistance() {
        let lisbon = CLLocation(latitude: 38.7223, longitude: -9.1393)
        let porto = CLLocation(latitude: 41.1579, longitude: -8.6291)
        // 274 km as the crow flies.
        #expect(abs(lisbon.distance(from: porto) - 273_900) < 500)
        #expect(lisbon.distance(from: lisbon) == 0)
        #expect(porto.distance(from: lisbon) == lisbon.distance(from: porto))
    }

    @Test func withoutAConfiguredLocationTheManagerIsNotAuthorized() {
        CLLocationManager.simulatedLocation = nil
        let probe = OneShotLocation()
        #expect(probe.manager.location == nil)
        #expect(probe.manager.authorizationStatus == .notDetermined)
        #expect(!probe.manager.isAuthorizedForWidgetUpdates)
        probe.manager.requestLocation()
        #expect(probe.received.isEmpty)
        #expect((probe.errors.first as? CLError)?.code == .denied)
    }

    @Test func aConfiguredLocationIsHandedToTheDelegate() throws {
        CLLocationManager.simulatedLocation = CLLocation(latitude: 38.7223, longitude: -9.1393)
        defer { CLLocationManager.simulatedLocation = nil }
        let probe = OneShotLocation()
        #expect(probe.manager.authorizationStatus == .authorizedWhenInUse)
        #expect(CLLocationManager.authorizationStatus() == .authorizedWhenInUse)
        #expect(probe.manager.isAuthorizedForWidgetUpdates)
        probe.manager.requestWhenInUseAuthorization()
        #expect(probe.statuses == [.authorizedWhenInUse])
        probe.manager.requestLocation()
        let location = try #require(probe.received.first)
        #expect(location.coordinate == CLLocationCoordinate2D(latitude: 38.7223, longitude: -9.1393))
        #expect(probe.errors.isEmpty)
        #expect(probe.manager.location?.description == "<+38.72230000,-9.13930000> +/- 0.00m")
    }
}
