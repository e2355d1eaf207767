import Foundation
import Testing
import WidgetRender

@testable import WidgetSnapshotTesting

/// `assertActivitySnapshot`: one reference per presentation, recorded, matched and failed as
/// `assertWidgetSnapshot`'s are.
@Suite struct ActivitySnapshotTests {
    let sandbox = SnapshotSandbox()
    let attributes = TimerAttributes(label: "Tea")
    let state = TimerAttributes.ContentState(secondsLeft: 42)

    private func pngs() -> [String] {
        let folder = sandbox.snapshots.appendingPathComponent("ActivitySnapshotTests")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    private func snapshot(
        _ record: SnapshotRecordMode?, seconds: Int = 42, presentations: [ActivitySnapshotPresentation] = ActivitySnapshotPresentation.standard,
        environment: [String: String] = [:], testName: String = "timer()"
    ) -> [WidgetSnapshotIssue] {
        sandbox.issues(record: record, environment: environment) {
            assertActivitySnapshot(
                of: TimerActivity(), attributes: attributes, state: .init(secondsLeft: seconds), presentations: presentations, testName: testName)
        }
    }

    @Test func everyPresentationIsRecordedThenMatches() {
        let issues = snapshot(.missing)
        #expect(
            pngs() == [
                "timer.content.dark.png", "timer.content.light.png", "timer.dynamicIsland-compact.dark.png",
                "timer.dynamicIsland-expanded.dark.png", "timer.dynamicIsland-minimal.dark.png",
            ])
        #expect(issues.map(\.kind) == Array(repeating: .failure, count: 5), "\(issues)")
        #expect(issues.first?.message.hasPrefix("timer.content.light: recorded the reference \(sandbox.snapshots.path)/ActivitySnapshotTests/timer.content.light.png") == true, "\(issues)")
        #expect(snapshot(.never).isEmpty)
    }

    @Test func aChangedStateFailsOnlyWhereItShows() throws {
        _ = snapshot(.missing)
        let minimal = sandbox.reference("ActivitySnapshotTests/timer.dynamicIsland-minimal.dark.png")
        let before = try Data(contentsOf: minimal)
        let issues = snapshot(.never, seconds: 7)
        // The minimal view is the symbol alone; the other four show the seconds.
        let failed = issues.map { String($0.message.prefix { $0 != " " }) }
        #expect(failed == ["timer.content.light", "timer.content.dark", "timer.dynamicIsland-compact.dark", "timer.dynamicIsland-expanded.dark"], "\(issues)")
        #expect(issues.allSatisfy { $0.message.contains("does not match its reference.") })
        #expect(try Data(contentsOf: minimal) == before)
    }

    @Test func aMismatchIsNotOverwrittenUnlessFailedIsAsked() throws {
        let only = [ActivitySnapshotPresentation.contentLight]
        _ = snapshot(.missing, presentations: only)
        let reference = sandbox.reference("ActivitySnapshotTests/timer.content.light.png")
        let original = try Data(contentsOf: reference)
        // `.missing` compares an existing reference: the mismatch fails and the file stays.
        let kept = snapshot(.missing, seconds: 9, presentations: only)
        #expect(kept.first?.message.contains("does not match its reference.") == true, "\(kept)")
        #expect(try Data(contentsOf: reference) == original)
        // `.failed` rewrites it, and still fails so that the new PNG is reviewed.
        let rewritten = snapshot(.failed, seconds: 9, presentations: only)
        #expect(rewritten.first?.message.hasPrefix("timer.content.light: recorded the reference \(reference.path)") == true, "\(rewritten)")
        #expect(try Data(contentsOf: reference) != original)
        #expect(snapshot(.never, seconds: 9, presentations: only).isEmpty)
    }

    @Test func continuousIntegrationNeverRecords() {
        let issues = snapshot(.all, presentations: [.contentLight, .compact], environment: ["CI": "true"])
        #expect(issues.count == 2)
        #expect(issues.allSatisfy { $0.message.contains("record: .all was ignored because CI is set; references are only recorded locally.") }, "\(issues)")
        #expect(pngs().isEmpty)
        let fromVariable = snapshot(nil, presentations: [.minimal], environment: ["CI": "1", "WIDGET_SNAPSHOT_RECORD": "missing"])
        #expect(fromVariable.first?.message.contains("WIDGET_SNAPSHOT_RECORD=missing was ignored because CI is set") == true, "\(fromVariable)")
        #expect(pngs().isEmpty)
    }

    @Test func namesDevicesAndLightIslandsAndRefusesEmptyLists() {
        _ = sandbox.issues(record: .missing) {
            assertActivitySnapshot(
                of: TimerActivity(), attributes: attributes, state: state, presentations: [.island(.minimal, .light)], device: .iPhone6_7, named: "big",
                testName: "timer()")
        }
        #expect(pngs() == ["timer.big.dynamicIsland-minimal.light.iPhone6_7.png"])
        let empty = sandbox.issues(record: .missing) {
            assertActivitySnapshot(of: TimerActivity(), attributes: attributes, state: state, presentations: [], testName: "timer()")
        }
        #expect(empty.map(\.message) == ["timer: no presentations to check; pass at least one, e.g. ActivitySnapshotPresentation.standard"])
    }

    @Test func aPresentationTheDeviceLacksFailsNamingIt() {
        let issues = sandbox.issues(record: .missing) {
            assertActivitySnapshot(of: TimerActivity(), attributes: attributes, state: state, presentations: [.compact], device: .iPhone4_7, testName: "timer()")
        }
        #expect(issues.first?.message.hasPrefix("timer.dynamicIsland-compact.dark.iPhone4_7: rendering failed: ") == true, "\(issues)")
        #expect(issues.first?.message.contains("has no Dynamic Island") == true)
    }
}

extension ActivitySnapshotTests {
    @Test func theOtherScreensHaveTheirOwnReferences() throws {
        _ = snapshot(.missing, presentations: [.alwaysOn, .standBy, .standByNight])
        #expect(pngs() == ["timer.content-alwaysOn.dark.png", "timer.content-standBy-night.dark.png", "timer.content-standBy.dark.png"])
        let standBy = try PNGDecoder.decode(Data(contentsOf: sandbox.reference("ActivitySnapshotTests/timer.content-standBy.dark.png")))
        #expect((standBy.width, standBy.height) == (2556, 1179))
        #expect(snapshot(.never, presentations: [.alwaysOn, .standBy, .standByNight]).isEmpty)
    }
}
