import Foundation
import Testing

@testable import WidgetCore

@Suite struct HiddenTests {
    @Test func aHiddenViewKeepsItsPlaceButDrawsNothing() {
        let scene = compose(
            HStack(spacing: 0) {
                Color.red.frame(width: 30).hidden().named("gone")
                Color.blue.frame(width: 30).named("kept")
            })
        #expect(scene.rect("gone") == "(70, 0, 30, 100)")
        #expect(scene.rect("kept") == "(100, 0, 30, 100)")
        #expect(scene.displayList.dump() == "fill (100, 0, 30, 100) color(#007AFF) default")
    }
}
