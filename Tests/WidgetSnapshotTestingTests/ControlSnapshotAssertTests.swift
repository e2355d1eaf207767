import Foundation
import Testing
import WidgetRender

@testable import WidgetSnapshotTesting

/// `assertControlSnapshot`: one reference per placement, recorded, matched and failed as
/// `assertActivitySnapshot`'s are.
@Suite struct ControlSnapshotAssertTests {
    let sandbox = SnapshotSandbox()

    private func pngs() -> [String] {
        let folder = sandbox.snapshots.appendingPathComponent("ControlSnapshotAssertTests")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    private func snapshot(_ record: SnapshotRecordMode?, value: ControlValue = .preview, placements: [ControlPlacement] = ControlPlacement.all, named name: String? = nil) -> [WidgetSnapshotIssue] {
        sandbox.issues(record: record) {
            assertControlSnapshot(of: FanToggle(), value: value, placements: placements, named: name, testName: "fan()")
        }
    }

    @Test func everyPlacementIsRecordedThenMatches() {
        let issues = snapshot(.missing)
        #expect(
            pngs() == [
                "fan.actionButton.png", "fan.controlCenter-large.png", "fan.controlCenter-medium.png", "fan.controlCenter-small.png", "fan.lockScreen.png",
            ])
        #expect(issues.map(\.kind) == Array(repeating: .failure, count: 5), "\(issues)")
        #expect(snapshot(.never).isEmpty)
    }

    @Test func anotherStateFailsEveryPlacementThatShowsIt() {
        _ = snapshot(.missing)
        let issues = snapshot(.never, value: .value(true))
        #expect(issues.count == 5, "\(issues)")
        #expect(issues.allSatisfy { $0.message.contains("does not match its reference.") }, "\(issues)")
        // Named apart, the on state has references of its own.
        _ = snapshot(.missing, value: .value(true), named: "on")
        #expect(pngs().contains("fan.on.controlCenter-small.png"))
        #expect(snapshot(.never, value: .value(true), named: "on").isEmpty)
    }

    @Test func aWrongValueOrNoPlacementFails() {
        let wrong = snapshot(.missing, value: .value("on"), placements: [.lockScreen])
        #expect(wrong.first?.message.contains("rendering failed") == true, "\(wrong)")
        let none = snapshot(.missing, placements: [])
        #expect(none.first?.message.contains("no placements to check") == true, "\(none)")
        #expect(pngs().isEmpty)
    }
}
