import Foundation
import WidgetRender

@testable import WidgetSnapshotTesting

/// A temporary snapshots folder and artefacts folder, and helpers to run assertions in them
/// with their issues captured instead of failing the test.
struct SnapshotSandbox {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("widget-snapshot-tests-\(UUID().uuidString)", isDirectory: true)
    var snapshots: URL { root.appendingPathComponent("Snapshots", isDirectory: true) }
    var artifacts: URL { root.appendingPathComponent("artifacts", isDirectory: true) }

    /// A configuration pointing at the sandbox, with an empty environment (or `environment`),
    /// so the real `CI` or `WIDGET_SNAPSHOT_RECORD` never changes a test.
    func configuration(record: SnapshotRecordMode? = nil, matching: SnapshotMatching? = nil, environment: [String: String] = [:]) -> SnapshotConfiguration {
        var configuration = SnapshotConfiguration(record: record, matching: matching, snapshotsFolder: snapshots, artifactsFolder: artifacts)
        configuration.environment = environment
        return configuration
    }

    /// The issues `body` reports, run with the sandbox's configuration.
    func issues(record: SnapshotRecordMode? = nil, matching: SnapshotMatching? = nil, environment: [String: String] = [:], _ body: () throws -> Void) rethrows -> [WidgetSnapshotIssue] {
        try withSnapshotConfiguration(configuration(record: record, matching: matching, environment: environment)) {
            try capturingWidgetSnapshotIssues(body)
        }
    }

    /// The path of a reference file in the sandbox.
    func reference(_ name: String) -> URL { snapshots.appendingPathComponent(name) }

    /// Writes `bitmap` as the PNG `name` in the sandbox.
    func writeReference(_ bitmap: Bitmap, as name: String) throws {
        try writeBytes(try PNGEncoder().encode(bitmap), as: name)
    }

    /// Writes `bytes` as the file `name` in the sandbox.
    func writeBytes(_ bytes: [UInt8], as name: String) throws {
        let url = reference(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    /// A `width`×`height` opaque bitmap of one colour.
    static func solid(_ width: Int, _ height: Int, red: UInt8 = 200, green: UInt8 = 120, blue: UInt8 = 40) throws -> Bitmap {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * height * 4)
        for _ in 0..<(width * height) { bytes += [red, green, blue, 255] }
        return try Bitmap(validatingWidth: width, height: height, premultipliedRGBA: bytes)
    }

    /// A `width`×`height` opaque bitmap of a diagonal two-colour gradient with a fine pattern,
    /// which compresses differently at different deflate levels.
    static func gradient(_ width: Int, _ height: Int) throws -> Bitmap {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                bytes += [UInt8((x * 255) / max(width - 1, 1)), UInt8((y * 255) / max(height - 1, 1)), UInt8(((x ^ y) & 7) * 30), 255]
            }
        }
        return try Bitmap(validatingWidth: width, height: height, premultipliedRGBA: bytes)
    }

    /// `bitmap` with the pixel at `index` set to `pixel`.
    static func changing(_ bitmap: Bitmap, pixel index: Int, to pixel: [UInt8]) throws -> Bitmap {
        var bytes = bitmap.bytes
        bytes.replaceSubrange((index * 4)..<(index * 4 + 4), with: pixel)
        return try Bitmap(validatingWidth: bitmap.width, height: bitmap.height, premultipliedRGBA: bytes)
    }
}
