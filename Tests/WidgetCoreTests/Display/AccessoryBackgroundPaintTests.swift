import Foundation
import Testing
@testable import WidgetCore

@Suite struct AccessoryBackgroundPaintTests {
    @Test func itemsPaintedAsThePlateAreFlagged() {
        let scene = compose(Color.red.frame(width: 10, height: 10))
        var plate: [DisplayItem] = []
        Painter(scale: 1).paintAccessoryBackground(scene.layout.root, into: &plate)
        #expect(!plate.isEmpty)
        #expect(plate.allSatisfy { $0.isAccessoryBackground })
        #expect(scene.displayList.items.allSatisfy { !$0.isAccessoryBackground })
    }
}
