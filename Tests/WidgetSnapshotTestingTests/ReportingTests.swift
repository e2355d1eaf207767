import Foundation
import Testing
import WidgetRender

@testable import WidgetSnapshotTesting

/// Failures reach Swift Testing as issues (with attachments), notes as warnings, and a
/// handler when one is installed. (The XCTest path: `XCTestReportingTests`.)
@Suite struct ReportingTests {
    let sandbox = SnapshotSandbox()

    @Test func underSwiftTestingFailuresAreIssues() throws {
        #expect(SnapshotIssueReporter.destination == .swiftTesting)
        let reference = sandbox.reference("swift-testing.png")
        let image = try SnapshotSandbox.solid(4, 4)
        try withSnapshotConfiguration(sandbox.configuration(record: .never)) {
            try sandbox.writeReference(try SnapshotSandbox.solid(4, 4, red: 0), as: "swift-testing.png")
            withKnownIssue {
                assertImageSnapshot(of: image, scale: 1, reference: reference)
            } matching: { issue in
                issue.comments.first?.rawValue.hasPrefix("swift-testing does not match its reference.") == true
            }
        }
    }

    @Test func aHandlerReceivesIssuesInsteadOfTheFramework() {
        let issues = capturingWidgetSnapshotIssues {
            #expect(SnapshotIssueReporter.destination == .handler)
        }
        #expect(issues.isEmpty)
    }

    @Test func recordModesComeFromTheEnvironment() {
        #expect(SnapshotRecordMode.fromEnvironment([:]) == .missing)
        #expect(SnapshotRecordMode.fromEnvironment(["WIDGET_SNAPSHOT_RECORD": "all"]) == .all)
        #expect(SnapshotRecordMode.fromEnvironment(["WIDGET_SNAPSHOT_RECORD": "Failed"]) == .failed)
        #expect(SnapshotRecordMode.fromEnvironment(["WIDGET_SNAPSHOT_RECORD": "all", "CI": "true"]) == .never)
        #expect(SnapshotRecordMode.fromEnvironment(["WIDGET_SNAPSHOT_RECORD": "all", "CI": "false"]) == .all)
        #expect(SnapshotRecordMode.fromEnvironment(["WIDGET_SNAPSHOT_RECORD": "sometimes"]) == .missing)
    }

    @Test func theEnvironmentMovesSnapshotsAndArtefacts() {
        var configuration = SnapshotConfiguration()
        configuration.environment = ["WIDGET_SNAPSHOT_DIR": "/tmp/refs", "WIDGET_SNAPSHOT_ARTIFACTS": "/tmp/out"]
        let paths = SnapshotPaths(filePath: "/pkg/Tests/A/StepsTests.swift", function: "steps()", configuration: configuration, snapshotsFolder: nil)
        #expect(paths.reference(["systemSmall"], extension: "png").path == "/tmp/refs/StepsTests/steps.systemSmall.png")
        #expect(paths.artifactsRoot.path == "/tmp/out")
        let call = SnapshotPaths(filePath: "/pkg/Tests/A/StepsTests.swift", function: "steps()", configuration: configuration, snapshotsFolder: URL(fileURLWithPath: "/tmp/call"))
        #expect(call.referenceFolder.path == "/tmp/call/StepsTests")
    }

    @Test func referencesSitBesideThePackageRoot() {
        let paths = SnapshotPaths(filePath: #filePath, function: "steps()", configuration: SnapshotConfiguration(), snapshotsFolder: nil)
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        #expect(paths.referenceFolder.path == root.appendingPathComponent("Snapshots/ReportingTests").path)
    }

    @Test(.widgetSnapshots(record: .never, matching: .perceptual(maximumDeltaE: 3)))
    func theSuiteTraitSetsTheConfiguration() {
        #expect(SnapshotConfiguration.current.record == .never)
        #expect(SnapshotConfiguration.current.matching == .perceptual(maximumDeltaE: 3))
        withWidgetSnapshots(record: .all) {
            #expect(SnapshotConfiguration.current.record == .all)
            #expect(SnapshotConfiguration.current.matching == .perceptual(maximumDeltaE: 3))
        }
    }
}
