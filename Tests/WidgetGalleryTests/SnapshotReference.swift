import Foundation
import Testing
import WidgetRender
import WidgetSnapshotTesting

/// Compares an image with a reference PNG kept under a name of its own,
/// `Snapshots/<name>.png` (`"Typography/specimen-light"` → `Snapshots/Typography/specimen-light.png`):
/// a thin wrapper over `WidgetSnapshotTesting`'s `assertImageSnapshot`, for specimen tests.
///
/// Specimens keep the tolerance they were recorded with: a pixel differs when one of its
/// channels differs by more than ``channelTolerance``, and the image matches when at most
/// ``maximumDifferingFraction`` of its pixels differ. Recording follows the library
/// (`WIDGET_SNAPSHOT_RECORD`, never on CI); `WIDGET_RENDER_RECORD=1` still works and means
/// `WIDGET_SNAPSHOT_RECORD=failed`. Failure artefacts and the `index.html` report go to
/// `.build/widget-snapshots/` (or `WIDGET_SNAPSHOT_ARTIFACTS`).
enum SnapshotReference {
    /// The largest channel difference (0…255) that still counts as the same pixel.
    static let channelTolerance = 2
    /// The largest share of pixels (0…1) that may differ beyond ``channelTolerance``: 0.1%.
    static let maximumDifferingFraction = 0.001

    /// The comparison specimens use.
    static var matching: SnapshotMatching {
        .tolerance(channel: channelTolerance, maximumDifferingFraction: maximumDifferingFraction)
    }

    /// The reviewed references: `Snapshots/` at the package root.
    static var folder: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Snapshots")
    }

    /// Whether `WIDGET_RENDER_RECORD=1` asks for recording (the library refuses it on CI).
    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["WIDGET_RENDER_RECORD"] == "1"
    }

    /// Checks PNG bytes against the reference `<name>.png` in `referenceFolder`, recording a
    /// test failure when they do not match.
    static func assertMatches(_ data: Data, named name: String, in referenceFolder: URL = folder, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if let message = failure(for: data, named: name, in: referenceFolder) { record(message, at: sourceLocation) }
    }

    /// Checks a bitmap against the reference `<name>.png` in `referenceFolder`, recording a test
    /// failure when they do not match.
    static func assertMatches(_ bitmap: Bitmap, named name: String, in referenceFolder: URL = folder, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if let message = try failure(for: bitmap, named: name, in: referenceFolder) { record(message, at: sourceLocation) }
    }

    /// Why PNG bytes do not match their reference, or `nil` when they do.
    static func failure(for data: Data, named name: String, in referenceFolder: URL = folder) -> String? {
        do {
            return check(try PNGDecoder.decode(data), named: name, in: referenceFolder)
        } catch {
            return "\(name): the rendered image is not a readable PNG: \((error as? WidgetRenderError)?.message ?? "\(error)")"
        }
    }

    /// Why a bitmap does not match its reference, or `nil` when it does.
    static func failure(for bitmap: Bitmap, named name: String, in referenceFolder: URL = folder) throws -> String? {
        check(bitmap, named: name, in: referenceFolder)
    }

    private static func check(_ bitmap: Bitmap, named name: String, in referenceFolder: URL) -> String? {
        let testName = Test.current.map { String($0.name.prefix { $0 != "(" }) } ?? name
        let issues = capturingWidgetSnapshotIssues {
            assertImageSnapshot(
                of: bitmap, scale: nil, reference: referenceFolder.appendingPathComponent(name + ".png"),
                record: isRecording ? .failed : nil, matching: matching, testName: testName
            )
        }
        let failures = issues.filter { $0.kind == .failure }.map(\.message)
        return failures.isEmpty ? nil : failures.joined(separator: "\n")
    }

    /// Records a test failure at the caller's source location.
    private static func record(_ message: String, at sourceLocation: SourceLocation) {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}
