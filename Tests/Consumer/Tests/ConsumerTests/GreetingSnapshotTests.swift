import Foundation
import Testing
import WidgetRender
import WidgetSnapshotTesting

/// The Swift Testing way: one line per widget, settings from a suite trait.
@Suite(.widgetSnapshots(matching: .exact))
struct GreetingSnapshotTests {
    @Test func greeting() {
        assertWidgetSnapshot(of: GreetingWidget(), entry: GreetingEntry(date: Date(timeIntervalSinceReferenceDate: 0), name: "Ada"))
    }
}
