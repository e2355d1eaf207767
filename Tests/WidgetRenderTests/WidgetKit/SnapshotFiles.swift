import Foundation
import Testing
import WidgetRender
import WidgetSnapshotTesting

/// Compares images with reviewed references under `Snapshots/` through `WidgetSnapshotTesting`,
/// with the specimens' tolerance (a channel may differ by 2, 0.1 % of pixels may differ);
/// references are recorded as that library records them (never on CI).
enum SnapshotFiles {
    static var folder: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Snapshots")
    }

    static func assertMatches(_ image: RenderedImage, named name: String, filePath: StaticString = #filePath, line: UInt = #line) throws {
        assertImageSnapshot(
            of: image, reference: folder.appendingPathComponent(name + ".png"),
            matching: .tolerance(channel: 2, maximumDifferingFraction: 0.001), filePath: filePath, line: line
        )
    }
}
