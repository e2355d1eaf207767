import Foundation
import Testing

/// Compares PNG bytes with a reference under `Snapshots/`.
///
/// References are recorded only when `WIDGET_RENDER_RECORD=1` is set, and never on CI
/// (`CI=true`). On a mismatch the actual image is written beside the test run's temporary
/// folder and both paths are reported.
enum SnapshotReference {
    static var folder: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Snapshots")
    }

    static var isRecording: Bool {
        let env = ProcessInfo.processInfo.environment
        return env["WIDGET_RENDER_RECORD"] == "1" && env["CI"] != "true"
    }

    static func assertMatches(_ data: Data, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let reference = folder.appendingPathComponent(name + ".png")
        guard let expected = try? Data(contentsOf: reference) else {
            if isRecording {
                try data.write(to: reference, options: .atomic)
                Issue.record("recorded new reference \(reference.path); review it by eye, then run again without WIDGET_RENDER_RECORD", sourceLocation: sourceLocation)
            } else {
                Issue.record("no reference image at \(reference.path); run `WIDGET_RENDER_RECORD=1 swift test` locally to record it", sourceLocation: sourceLocation)
            }
            return
        }
        if expected == data { return }
        let actual = FileManager.default.temporaryDirectory.appendingPathComponent("widget-render-failures").appendingPathComponent(name + ".png")
        try? FileManager.default.createDirectory(at: actual.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: actual, options: .atomic)
        if isRecording {
            try data.write(to: reference, options: .atomic)
            Issue.record("re-recorded \(reference.path) (\(expected.count) → \(data.count) bytes); review it by eye", sourceLocation: sourceLocation)
        } else {
            Issue.record("\(name) differs from its reference: expected \(reference.path) (\(expected.count) bytes), actual \(actual.path) (\(data.count) bytes)", sourceLocation: sourceLocation)
        }
    }
}
