import Foundation
import Testing
import WidgetRender

/// Reviewed references of controls in every placement, off and on, under
/// `Snapshots/ControlSnapshotTests/` (kept apart from the widgets' references).
@Suite struct ControlSnapshotTests {
    let renderer = try! WidgetRenderer()

    static let placements: [(ControlPlacement, String)] = [
        (.controlCenter(.small), "control-center-small"), (.controlCenter(.medium), "control-center-medium"), (.controlCenter(.large), "control-center-large"),
        (.lockScreen, "lock-screen"), (.actionButton, "action-button"),
    ]

    @Test(arguments: [false, true])
    func timerToggleInEveryPlacement(isOn: Bool) throws {
        for (placement, name) in Self.placements {
            let image = try renderer.render(TimerToggle(), placement: placement, value: .value(isOn))
            try SnapshotFiles.assertMatches(image, named: "ControlSnapshotTests/timer-\(name)-\(isOn ? "on" : "off")")
        }
    }

    @Test func aButtonWithAStatusInEveryPlacement() throws {
        for (placement, name) in Self.placements {
            let image = try renderer.render(MeditateButton(), placement: placement)
            try SnapshotFiles.assertMatches(image, named: "ControlSnapshotTests/meditate-\(name)")
        }
    }

    @Test func aPrivateToggleOnALockedDeviceIsRedactedAndShowsItsOffState() throws {
        var locked = WidgetContext(family: .systemSmall)
        locked.redactionReasons = .privacy
        let image = try renderer.render(LightsToggle(isOn: true), placement: .controlCenter(.medium), in: locked)
        try SnapshotFiles.assertMatches(image, named: "ControlSnapshotTests/lights-control-center-medium-locked")
    }
}
