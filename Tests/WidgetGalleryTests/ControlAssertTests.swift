import Foundation
import Testing
import WidgetGallery
import WidgetRender
import WidgetSnapshotTesting

/// The gallery's focus-timer control through the one-line assertion: every placement off (its
/// preview value) and on, one reference each under `Snapshots/ControlAssertTests/`.
@Suite struct ControlAssertTests {
    @Test func focusTimer() {
        assertControlSnapshot(of: FocusTimerControl())
        assertControlSnapshot(of: FocusTimerControl(), value: .value(true), named: "on")
    }

    @Test func focusTimerIsListedAndPressingItRunsTheSession() throws {
        #expect(Gallery.controls.map(\.name) == ["focus-timer"])
        let renderer = try WidgetRenderer()
        FocusTimerStore.shared.isRunning = false
        let press = try renderer.tap(FocusTimerControl(), placement: .controlCenter(.medium))
        #expect(press.isOn == true)
        #expect(FocusTimerStore.shared.isRunning)
        let current = try renderer.render(FocusTimerControl(), placement: .controlCenter(.medium), value: .current)
        #expect(try current.pngData() == press.after.pngData())
        FocusTimerStore.shared.isRunning = false
    }
}
