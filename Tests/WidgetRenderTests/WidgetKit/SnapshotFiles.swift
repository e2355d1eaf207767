import Foundation
import Testing
@testable import WidgetRender

/// Compares images with reviewed references under `Snapshots/`, with the gallery suite's
/// tolerance (a channel may differ by 2, 0.1% of pixels may differ); records them with
/// `WIDGET_RENDER_RECORD=1` (never on CI).
enum SnapshotFiles {
    static var folder: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Snapshots")
    }

    static func assertMatches(_ image: RenderedImage, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = folder.appendingPathComponent(name + ".png")
        let env = ProcessInfo.processInfo.environment
        guard FileManager.default.fileExists(atPath: url.path) else {
            if env["WIDGET_RENDER_RECORD"] == "1" && env["CI"] != "true" {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try image.writePNG(to: url)
                Issue.record("recorded new reference \(url.path); review it, then run again", sourceLocation: sourceLocation)
            } else {
                Issue.record("no reference image at \(url.path); record it with WIDGET_RENDER_RECORD=1", sourceLocation: sourceLocation)
            }
            return
        }
        let reference = try RenderedImage(pngData: try Data(contentsOf: url))
        let comparison = PixelComparison(actual: image.bitmap, reference: reference.bitmap, tolerance: 2)
        if !comparison.matches(maximumDifferingFraction: 0.001) {
            let actualURL = FileManager.default.temporaryDirectory.appendingPathComponent(name.replacingOccurrences(of: "/", with: "-") + "-actual.png")
            try? image.writePNG(to: actualURL)
            Issue.record("\(name) differs from \(url.path): \(comparison.summary); actual at \(actualURL.path)", sourceLocation: sourceLocation)
        }
    }
}
