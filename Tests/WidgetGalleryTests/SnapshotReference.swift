import Foundation
import Testing
import WidgetRender

/// Compares a rendered image with its reference PNG under `Snapshots/`, pixel by pixel.
///
/// Both images are decoded and compared with a tolerance for the last-bit noise another
/// version of Cairo, Pango, FreeType or zlib brings: a pixel differs when one of its channels
/// differs by more than ``channelTolerance``, and the image matches when at most
/// ``maximumDifferingFraction`` of its pixels differ. Different sizes never match.
///
/// References are recorded only when `WIDGET_RENDER_RECORD=1` is set, and never on CI
/// (`CI=true`). On a mismatch the actual image and a diff image (differing pixels red over the
/// faded reference) are written to `widget-render-failures/` in the temporary folder, and the
/// failure names both paths, both sizes and the measured against the allowed difference. A
/// reference that is not a readable PNG fails with libpng's reason, never a crash.
enum SnapshotReference {
    /// The largest channel difference (0…255) that still counts as the same pixel.
    static let channelTolerance = 2
    /// The largest share of pixels (0…1) that may differ beyond ``channelTolerance``: 0.1%.
    static let maximumDifferingFraction = 0.001

    /// The reviewed references: `Snapshots/` at the package root.
    static var folder: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Snapshots")
    }

    /// Where the actual and diff images of failed comparisons go.
    static var failureFolder: URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("widget-render-failures")
    }

    /// Whether references are written: `WIDGET_RENDER_RECORD=1`, and not on CI.
    static var isRecording: Bool {
        let env = ProcessInfo.processInfo.environment
        return env["WIDGET_RENDER_RECORD"] == "1" && env["CI"] != "true"
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

    /// Why PNG bytes do not match their reference, or `nil` when they do (or were recorded).
    static func failure(for data: Data, named name: String, in referenceFolder: URL = folder) -> String? {
        let actual: Bitmap
        do {
            actual = try PNGDecoder.decode(data)
        } catch {
            return "\(name): the rendered image is not a readable PNG: \((error as? WidgetRenderError)?.message ?? "\(error)")"
        }
        return failure(actual, png: { data }, named: name, in: referenceFolder)
    }

    /// Why a bitmap does not match its reference, or `nil` when it does (or was recorded).
    static func failure(for bitmap: Bitmap, named name: String, in referenceFolder: URL = folder) throws -> String? {
        let png = try PNGEncoder().encode(bitmap)
        return failure(bitmap, png: { Data(png) }, named: name, in: referenceFolder)
    }

    private static func failure(_ actual: Bitmap, png: () -> Data, named name: String, in referenceFolder: URL) -> String? {
        let referenceURL = referenceFolder.appendingPathComponent(name + ".png")
        guard FileManager.default.fileExists(atPath: referenceURL.path) else {
            if isRecording {
                return "recorded new reference \(referenceURL.path)\(write(png(), to: referenceURL)); review it by eye, then run again without WIDGET_RENDER_RECORD"
            }
            return "no reference image at \(referenceURL.path); run `WIDGET_RENDER_RECORD=1 swift test` locally (never on CI) to record it"
        }
        let reference: Bitmap
        do {
            reference = try PNGDecoder.decode(try Data(contentsOf: referenceURL))
        } catch {
            let reason = (error as? WidgetRenderError)?.message ?? "\(error)"
            if isRecording {
                return "re-recorded \(referenceURL.path), which was not a readable PNG (\(reason))\(write(png(), to: referenceURL)); review it by eye"
            }
            let actualURL = failureFolder.appendingPathComponent(name + ".png")
            return """
                reference \(referenceURL.path) is not a readable PNG: \(reason)
                  restore it (`git checkout -- Snapshots/\(name).png`) or re-record it with WIDGET_RENDER_RECORD=1
                  actual: \(actualURL.path) (\(size(of: actual)))\(write(png(), to: actualURL))
                """
        }
        let comparison = PixelComparison(actual: actual, reference: reference, tolerance: channelTolerance)
        if comparison.matches(maximumDifferingFraction: maximumDifferingFraction) { return nil }
        if isRecording {
            return "re-recorded \(referenceURL.path)\(write(png(), to: referenceURL)): \(comparison.summary); review it by eye"
        }
        return mismatchMessage(comparison, named: name, referenceURL: referenceURL, png: png)
    }

    /// The failure for images that differ beyond the tolerance; writes the actual and diff images.
    private static func mismatchMessage(_ comparison: PixelComparison, named name: String, referenceURL: URL, png: () -> Data) -> String {
        let actualURL = failureFolder.appendingPathComponent(name + ".png")
        let diffURL = failureFolder.appendingPathComponent(name + "-diff.png")
        let pixelCount = comparison.reference.width * comparison.reference.height
        let allowedPixels = Int((maximumDifferingFraction * Double(pixelCount)).rounded(.down))
        var diffLine = "diff:      none, the sizes differ"
        if let diff = comparison.diffImage() {
            let written = (try? PNGEncoder().encode(diff)).map { write(Data($0), to: diffURL) } ?? " (not written: the diff image could not be encoded)"
            diffLine = "diff:      \(diffURL.path)\(written): differing pixels in red over the faded reference"
        }
        let allowed = comparison.sizesMatch
            ? "at most \(maximumDifferingFraction * 100)% of the pixels (\(allowedPixels) of \(pixelCount)) differ by more than \(channelTolerance) in some channel"
            : "the reference's size, \(size(of: comparison.reference))"
        return """
            \(name) differs from its reference beyond the tolerance
              measured:  \(comparison.summary)
              allowed:   \(allowed)
              reference: \(referenceURL.path) (\(size(of: comparison.reference)))
              actual:    \(actualURL.path) (\(size(of: comparison.actual)))\(write(png(), to: actualURL))
              \(diffLine)
            """
    }

    /// Writes `data` to `url`, creating its folder; returns "" or " (not written: <why>)".
    private static func write(_ data: Data, to url: URL) -> String {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
            return ""
        } catch {
            return " (not written: \(error.localizedDescription))"
        }
    }

    /// Records a test failure at the caller's source location.
    private static func record(_ message: String, at sourceLocation: SourceLocation) {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }

    private static func size(of bitmap: Bitmap) -> String { "\(bitmap.width)×\(bitmap.height)" }
}
