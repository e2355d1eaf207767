import WidgetRender
import WidgetSnapshotTesting
import XCTest

/// The XCTest way: the same one line, settings from `withWidgetSnapshots` around the test.
final class GreetingXCTests: XCTestCase {
    override func invokeTest() {
        withWidgetSnapshots(matching: .tolerance(channel: 0, maximumDifferingFraction: 0)) { super.invokeTest() }
    }

    func testGreetingText() {
        assertWidgetSnapshot(
            of: Text("Hello from XCTest").font(.headline).containerBackground(.background, for: .widget),
            matrix: SnapshotMatrix(modes: [.fullColor], colorSchemes: [.light, .dark])
        )
    }
}
