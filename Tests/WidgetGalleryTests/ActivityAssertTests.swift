import Foundation
import Testing
import WidgetGallery
import WidgetSnapshotTesting

/// The gallery's delivery Live Activity through the one-line assertion: the Lock Screen light
/// and dark and the three island presentations, one reference each under
/// `Snapshots/ActivityAssertTests/`.
@Suite struct ActivityAssertTests {
    @Test func delivery() {
        assertActivitySnapshot(of: DeliveryActivity(), attributes: DeliveryAttributes.sample, state: .onTheWay)
    }

    @Test func deliveryScreens() {
        assertActivitySnapshot(
            of: DeliveryActivity(), attributes: DeliveryAttributes.sample, state: .onTheWay, presentations: [.alwaysOn, .standBy, .standByNight])
    }

    @Test func deliveryArriving() {
        assertActivitySnapshot(of: DeliveryActivity(), attributes: DeliveryAttributes.sample, state: .arriving, presentations: [.contentLight, .island(.compact, .light)])
    }
}
