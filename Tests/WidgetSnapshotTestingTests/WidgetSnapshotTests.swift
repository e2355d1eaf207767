import Foundation
import Testing
import WidgetRender

@testable import WidgetSnapshotTesting

/// The one-line assertions: families, modes, schemes, names, timelines and layouts.
@Suite struct WidgetSnapshotTests {
    let sandbox = SnapshotSandbox()
    let entry = CountEntry(date: Date(timeIntervalSinceReferenceDate: 0), count: 7)

    private func pngs() -> [String] {
        let folder = sandbox.snapshots.appendingPathComponent("WidgetSnapshotTests")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    // Each test calls the assertion from one line (a closure), as a test run twice would:
    // two different lines writing one reference are refused (`twoCallSitesCannotShareAReference`).

    @Test func everyFamilyModeAndSchemeIsRecorded() {
        let snapshot = { (record: SnapshotRecordMode) in sandbox.issues(record: record) { assertWidgetSnapshot(of: CountWidget(), entry: entry) } }
        let issues = snapshot(.missing)
        // The standard matrix: full colour light and dark, and one accented and one vibrant
        // render (those modes report their own colour scheme, so light and dark are twins).
        let expected = ["accessoryCircular", "systemSmall"].flatMap { family in
            ["accented", "fullColor.dark", "fullColor.light", "vibrant"].map { "everyFamilyModeAndSchemeIsRecorded.\(family).\($0).png" }
        }
        #expect(pngs() == expected)
        #expect(issues.filter { $0.kind == .note }.isEmpty, "\(issues)")
        #expect(issues.filter { $0.kind == .failure }.count == 8)
        let again = snapshot(.never)
        #expect(again.filter { $0.kind == .failure }.isEmpty, "\(again)")
    }

    @Test func aChangedEntryFailsOnlyWhereItShows() {
        let snapshot = { (record: SnapshotRecordMode, entry: CountEntry) in
            sandbox.issues(record: record) {
                assertWidgetSnapshot(of: CountWidget(), entry: entry, matrix: SnapshotMatrix(families: [.systemSmall], looks: [.fullColorLight]))
            }
        }
        _ = snapshot(.missing, entry)
        let issues = snapshot(.never, CountEntry(date: entry.date, count: 8))
        #expect(issues.count == 1)
        #expect(issues.first?.message.hasPrefix("aChangedEntryFailsOnlyWhereItShows.systemSmall.fullColor.light does not match its reference.") == true, "\(issues)")
    }

    @Test func aViewDefaultsToSystemSmallAndNamesAreSanitised() {
        let issues = sandbox.issues(record: .missing) {
            assertWidgetSnapshot(of: Color.blue, matrix: SnapshotMatrix(modes: [.fullColor], dynamicTypeSizes: [.large, .accessibility2]), named: "blue/sky 1", testName: "test Blue(x:)")
        }
        #expect(
            pngs() == [
                "test-Blue.blue-sky-1.systemSmall.fullColor.dark.accessibility2.png", "test-Blue.blue-sky-1.systemSmall.fullColor.dark.png",
                "test-Blue.blue-sky-1.systemSmall.fullColor.light.accessibility2.png", "test-Blue.blue-sky-1.systemSmall.fullColor.light.png",
            ])
        #expect(issues.filter { $0.kind == .note }.isEmpty, "\(issues)")
    }

    @Test func twoCallSitesCannotShareAReference() {
        let issues = sandbox.issues(record: .missing) {
            assertWidgetSnapshot(of: Color.red, matrix: SnapshotMatrix(looks: [.fullColorLight]))
            assertWidgetSnapshot(of: Color.green, matrix: SnapshotMatrix(looks: [.fullColorLight]))
        }
        let failures = issues.map(\.message)
        #expect(failures.count == 2)
        #expect(failures.last?.contains("already uses the reference \(sandbox.snapshots.path)/WidgetSnapshotTests/twoCallSitesCannotShareAReference.systemSmall.fullColor.light.png; give each assertion of the test its own `named:`") == true, "\(failures)")
    }

    @Test func everyTimelineEntryIsSnapshotted() {
        let snapshot = { (record: SnapshotRecordMode) in
            sandbox.issues(record: record) {
                assertTimelineSnapshots(of: CountWidget(), provider: CountProvider(), matrix: SnapshotMatrix(families: [.systemSmall], looks: [.fullColorLight]))
            }
        }
        _ = snapshot(.missing)
        #expect(pngs() == (0..<3).map { "everyTimelineEntryIsSnapshotted.entry\($0).systemSmall.fullColor.light.png" })
        let again = snapshot(.never)
        #expect(again.isEmpty, "\(again)")
    }

    @Test func aProviderThatNeverCompletesFailsAfterTheTimeout() {
        let issues = sandbox.issues(record: .missing) {
            assertTimelineSnapshots(of: CountWidget(), provider: SilentProvider(), matrix: SnapshotMatrix(families: [.systemSmall], modes: [.fullColor]), timeout: .milliseconds(50))
        }
        #expect(issues.map(\.message) == ["aProviderThatNeverCompletesFailsAfterTheTimeout.systemSmall: the provider SilentProvider did not call getTimeline's completion within 0.05 seconds"])
    }

    @Test func aLayoutSnapshotCatchesAMovedView() throws {
        let snapshot = { (record: SnapshotRecordMode, entry: CountEntry) in
            sandbox.issues(record: record) { assertLayoutSnapshot(of: CountWidget(), entry: entry, families: [.systemSmall]) }
        }
        _ = snapshot(.missing, entry)
        let url = sandbox.snapshots.appendingPathComponent("WidgetSnapshotTests/aLayoutSnapshotCatchesAMovedView.systemSmall.layout.txt")
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains("Text"), "\(text)")
        #expect(snapshot(.never, entry).isEmpty)
        let issues = snapshot(.never, CountEntry(date: entry.date, count: 7_777_777))
        let message = issues.first?.message ?? ""
        #expect(message.hasPrefix("aLayoutSnapshotCatchesAMovedView.systemSmall.layout: the layout differs from its reference.\n  line "), "\(message)")
        #expect(message.contains("reference: \(url.path)"))
    }

    @Test func referencesNoTestUsedAreListed() throws {
        _ = sandbox.issues(record: .missing) { assertWidgetSnapshot(of: Color.red, matrix: SnapshotMatrix(looks: [.fullColorLight])) }
        try sandbox.writeReference(try SnapshotSandbox.solid(2, 2), as: "WidgetSnapshotTests/renamedLongAgo.systemSmall.fullColor.light.png")
        #expect(WidgetSnapshotReferences.orphans(in: sandbox.snapshots).map(\.lastPathComponent) == ["renamedLongAgo.systemSmall.fullColor.light.png"])
    }
}
