import Foundation
import Testing
import WidgetRender

@testable import WidgetSnapshotTesting

/// Recording, matching and failing against one reference file.
@Suite struct ImageSnapshotTests {
    let sandbox = SnapshotSandbox()
    let image: Bitmap

    init() throws { image = try SnapshotSandbox.solid(20, 10) }

    private func check(_ bitmap: Bitmap, _ name: String, scale: CGFloat? = 3, record: SnapshotRecordMode = .never, matching: SnapshotMatching? = nil, environment: [String: String] = [:]) -> [WidgetSnapshotIssue] {
        sandbox.issues(record: record, matching: matching, environment: environment) {
            assertImageSnapshot(of: bitmap, scale: scale, reference: sandbox.reference(name), testName: "imageTest()")
        }
    }

    @Test func aMissingReferenceIsRecordedAndStillFails() throws {
        let issues = check(image, "new.png", record: .missing)
        #expect(issues.map(\.kind) == [.failure])
        #expect(
            issues.first?.message == """
                new: recorded the reference \(sandbox.reference("new.png").path), 20×10, in record mode .missing.
                  Review the PNG, commit it, and run again without recording: swift test --filter 'imageTest'
                """)
        #expect(try PNGDecoder.decode(Data(contentsOf: sandbox.reference("new.png"))) == image)
        // References are written with the smallest encoder, not the fast default.
        let written = try [UInt8](Data(contentsOf: sandbox.reference("new.png")))
        #expect(written == (try PNGEncoder.reference.encode(image)))
        let photo = try SnapshotSandbox.gradient(64, 64)
        _ = check(photo, "gradient.png", record: .missing)
        let recorded = try [UInt8](Data(contentsOf: sandbox.reference("gradient.png")))
        #expect(recorded.count < (try PNGEncoder().encode(photo)).count)
    }

    @Test func aRecordedReferenceMatchesTheSameImage() throws {
        _ = check(image, "same.png", record: .missing)
        #expect(check(image, "same.png", record: .never).isEmpty)
        #expect(check(image, "same.png", record: .missing).isEmpty)
        #expect(check(image, "same.png", record: .failed).isEmpty)
    }

    @Test func recordAllRewritesAMatchingReferenceAndFails() throws {
        try sandbox.writeReference(image, as: "all.png")
        let issues = check(image, "all.png", record: .all)
        #expect(issues.first?.message.hasPrefix("all: recorded the reference \(sandbox.reference("all.png").path) (it matched), 20×10, in record mode .all.") == true)
    }

    @Test func oneChangedPixelIsCaught() throws {
        try sandbox.writeReference(image, as: "one.png")
        let changed = try SnapshotSandbox.changing(image, pixel: 57, to: [201, 120, 40, 255])
        let issues = check(changed, "one.png")
        #expect(issues.count == 1)
        let message = issues.first?.message ?? ""
        #expect(message.contains("one does not match its reference."))
        #expect(message.contains("measured:  1 of 200 pixels (0.5%) differ; the largest channel difference is 1"))
        #expect(message.contains("required:  every pixel equal"))
        #expect(message.contains("reference: \(sandbox.reference("one.png").path) (20×10)"))
        #expect(message.contains("If the change is intended, re-record: WIDGET_SNAPSHOT_RECORD=failed swift test --filter 'imageTest'"))
    }

    @Test func aToleranceAcceptsSmallDifferences() throws {
        try sandbox.writeReference(image, as: "tolerance.png")
        let changed = try SnapshotSandbox.changing(
            try SnapshotSandbox.changing(image, pixel: 3, to: [202, 118, 40, 255]), pixel: 9, to: [0, 0, 0, 255]
        )
        #expect(check(changed, "tolerance.png", matching: .tolerance(channel: 2, maximumDifferingFraction: 0.005)).isEmpty)
        let strict = check(changed, "tolerance.png", matching: .tolerance(channel: 2, maximumDifferingFraction: 0.001))
        #expect(strict.first?.message.contains("measured:  1 of 200 pixels (0.5%) differ by more than 2 in some channel; the largest channel difference is 200") == true)
        #expect(strict.first?.message.contains("required:  at most 0.1% of the pixels differ by more than 2 in some channel") == true)
    }

    @Test func aPerceptualThresholdAcceptsInvisibleAndRejectsVisibleChanges() throws {
        try sandbox.writeReference(image, as: "perceptual.png")
        let invisible = try SnapshotSandbox.changing(image, pixel: 11, to: [201, 121, 41, 255])
        #expect(check(invisible, "perceptual.png", matching: .perceptual(maximumDeltaE: 1)).isEmpty)
        let visible = try SnapshotSandbox.changing(image, pixel: 11, to: [200, 140, 40, 255])
        let issues = check(visible, "perceptual.png", matching: .perceptual(maximumDeltaE: 1))
        #expect(issues.first?.message.contains("measured:  1 of 200 pixels (0.5%) differ by more than ΔE2000 1; the largest ΔE2000 is ") == true, "\(issues)")
        #expect(issues.first?.message.contains("required:  at most 0% of the pixels differ by more than ΔE2000 1") == true)
    }

    @Test func aReferenceOfAnotherSizeFailsWithBothSizes() throws {
        try sandbox.writeReference(try SnapshotSandbox.solid(30, 15), as: "size.png")
        let message = check(image, "size.png", scale: 2).first?.message ?? ""
        #expect(message.hasPrefix("size: the reference's size differs: actual 20×10, reference 30×15; the same shape at another scale: the reference looks rendered at 3×, the image is 2×."), "\(message)")
        let other = try SnapshotSandbox.solid(20, 11)
        #expect(check(other, "size.png", scale: 2).first?.message.hasPrefix("size: the reference's size differs: actual 20×11, reference 30×15.") == true)
    }

    @Test func aCorruptReferenceFailsSayingSo() throws {
        var bytes = try PNGEncoder().encode(image)
        for i in 40..<min(bytes.count, 60) { bytes[i] ^= 0x5A }
        try sandbox.writeBytes(bytes, as: "corrupt.png")
        let message = check(image, "corrupt.png").first?.message ?? ""
        #expect(message.hasPrefix("corrupt: the reference \(sandbox.reference("corrupt.png").path) is not a readable PNG: cannot decode \(bytes.count) bytes as PNG: "), "\(message)")
        #expect(message.contains("Restore it (git checkout -- corrupt.png) or re-record it: WIDGET_SNAPSHOT_RECORD=failed swift test --filter 'imageTest'"))
    }

    @Test func aTruncatedReferenceFailsSayingSo() throws {
        try sandbox.writeBytes(Array(try PNGEncoder().encode(image).prefix(60)), as: "truncated.png")
        let message = check(image, "truncated.png").first?.message ?? ""
        #expect(message.hasPrefix("truncated: the reference \(sandbox.reference("truncated.png").path) is not a readable PNG: cannot decode 60 bytes as PNG: read beyond end of data"), "\(message)")
        let recorded = check(image, "truncated.png", record: .failed)
        #expect(recorded.first?.message.contains("(it was not a readable PNG)") == true)
        #expect(check(image, "truncated.png").isEmpty)
    }

    @Test func neverRecordingLeavesAMissingReferenceMissing() {
        let message = check(image, "absent.png").first?.message ?? ""
        #expect(
            message.hasPrefix(
                """
                absent: no reference at \(sandbox.reference("absent.png").path).
                  Record it locally: WIDGET_SNAPSHOT_RECORD=missing swift test --filter 'imageTest', review the PNG and commit it.
                """), "\(message)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.reference("absent.png").path))
    }

    @Test func continuousIntegrationRefusesToRecord() throws {
        let issues = check(image, "ci.png", record: .all, environment: ["CI": "true"])
        let message = issues.first?.message ?? ""
        #expect(message.contains("record: .all was ignored because CI is set; references are only recorded locally."), "\(message)")
        #expect(message.contains("Record it locally: WIDGET_SNAPSHOT_RECORD=missing swift test --filter 'imageTest'"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.reference("ci.png").path))
        let fromVariable = check(image, "ci.png", record: .never, environment: ["CI": "1", "WIDGET_SNAPSHOT_RECORD": "all"])
        #expect(fromVariable.first?.message.contains("no reference at") == true)
        // An explicit `.never` is no request to record, so nothing is said about CI.
        #expect(fromVariable.first?.message.contains("ignored") == false)
        try sandbox.writeBytes([1, 2, 3], as: "ci-corrupt.png")
        _ = check(image, "ci-corrupt.png", record: .failed, environment: ["CI": "true"])
        #expect(try Data(contentsOf: sandbox.reference("ci-corrupt.png")) == Data([1, 2, 3]))
    }

    @Test func aMismatchWritesArtefactsAndTheReport() throws {
        try sandbox.writeReference(image, as: "Area/report.png")
        let changed = try SnapshotSandbox.changing(image, pixel: 0, to: [0, 0, 255, 255])
        let issue = try #require(check(changed, "Area/report.png").first)
        let folder = sandbox.artifacts.appendingPathComponent("ImageSnapshotTests")
        let names = ["actual", "reference", "diff", "compare"].map { folder.appendingPathComponent("report.\($0).png") }
        #expect(issue.attachments.map(\.path) == [names[1], names[0], names[2], names[3]].map(\.path))
        for url in names { #expect(issue.message.contains(url.path) || url.lastPathComponent == "report.reference.png") }
        #expect(issue.message.contains("actual:    \(names[0].path) (20×10)"))
        #expect(issue.message.contains("diff:      \(names[2].path) (differing pixels in red over the faded reference)"))
        #expect(issue.message.contains("compare:   \(names[3].path) (reference | actual | diff)"))
        #expect(issue.message.hasSuffix("report:    \(sandbox.artifacts.path)/index.html"))
        let diff = try PNGDecoder.decode(Data(contentsOf: names[2]))
        #expect(Array(diff.bytes.prefix(4)) == [255, 0, 0, 255])
        #expect(Array(diff.bytes[4..<8]) != [255, 0, 0, 255])
        let compare = try PNGDecoder.decode(Data(contentsOf: names[3]))
        #expect((compare.width, compare.height) == (20 * 3 + 2 * ComparisonImages.gap, 10))
        #expect(try PNGDecoder.decode(Data(contentsOf: names[0])) == changed)
        let html = try String(contentsOf: sandbox.artifacts.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("<h2>report</h2>"))
        #expect(html.contains("<img src=\"ImageSnapshotTests/report.diff.png\""))
        #expect(html.contains("1 of 200 pixels (0.5%) differ; the largest channel difference is 215"))
    }
}
