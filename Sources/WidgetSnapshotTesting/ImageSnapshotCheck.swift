import Foundation
import WidgetRender

/// One image against one reference file: read and decode the reference once, compare the
/// pixels in memory, and encode PNG only for what must be written (a recorded reference, the
/// failure artefacts).
struct ImageSnapshotCheck {
    /// The reference file.
    let reference: URL
    /// The name in messages and of the artefacts, e.g. `steps.systemSmall.fullColor.light`.
    let name: String
    /// Where this test file's artefacts go.
    let artifactsFolder: URL
    /// The folder of `index.html`.
    let artifactsRoot: URL
    let matching: SnapshotMatching
    let record: RecordDecision
    /// The test name for the re-run command (`swift test --filter …`).
    let testName: String

    /// The outcome: `nil` when the image matches, else the failure.
    func run(actual: Bitmap, scale: CGFloat?) -> (message: String, attachments: [URL])? {
        ReferenceRegistry.shared.touch(reference)
        let data: Data
        do {
            data = try Data(contentsOf: reference)
        } catch {
            let missing = !FileManager.default.fileExists(atPath: reference.path)
            if record.mode.writes(missing ? .missing : .unreadable) { return recorded(actual, previously: missing ? nil : "was not readable") }
            return missing ? missingFailure(actual) : unreadableFailure(actual, reason: "cannot be read: \(error.localizedDescription)")
        }
        let referenceBitmap: Bitmap
        do {
            referenceBitmap = try PNGDecoder.decode(data)
        } catch {
            if record.mode.writes(.unreadable) { return recorded(actual, previously: "was not a readable PNG") }
            return unreadableFailure(actual, reason: "is not a readable PNG: \((error as? WidgetRenderError)?.message ?? "\(error)")")
        }
        let comparison = ImageComparison(actual: actual, reference: referenceBitmap, matching: matching)
        if record.mode.writes(comparison.matches ? .matches : .differs) {
            return recorded(actual, previously: comparison.matches ? "matched" : "differed")
        }
        return comparison.matches ? nil : mismatchFailure(comparison, scale: scale)
    }

    /// The command that re-runs this test, with `mode` recording when given.
    func command(recording mode: SnapshotRecordMode?) -> String {
        let prefix = mode.map { "\(SnapshotRecordMode.environmentVariable)=\($0) " } ?? ""
        return "\(prefix)swift test --filter '\(testName)'"
    }

    private func recorded(_ actual: Bitmap, previously: String?) -> (message: String, attachments: [URL]) {
        do {
            try FileManager.default.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFileWriter.write(try PNGEncoder().encode(actual), to: reference)
        } catch {
            return ("\(name): could not record the reference \(reference.path): \(error)", [])
        }
        let before = previously.map { " (it \($0))" } ?? ""
        return ("""
            \(name): recorded the reference \(reference.path)\(before), \(Self.size(actual)), in record mode .\(record.mode).
              Review the PNG, commit it, and run again without recording: \(command(recording: nil))
            """, [reference])
    }

    private func missingFailure(_ actual: Bitmap) -> (message: String, attachments: [URL]) {
        let artifacts = FailureArtifacts(actual: actual, comparison: nil, reference: nil, name: name, folder: artifactsFolder)
        var lines = ["\(name): no reference at \(reference.path)."]
        if let refusal = record.refusal { lines.append("  \(refusal).") }
        lines.append("  Record it locally: \(command(recording: .missing)), review the PNG and commit it.")
        lines += artifactLines(artifacts, sizes: ["actual": Self.size(actual)])
        return reported(lines, artifacts)
    }

    private func unreadableFailure(_ actual: Bitmap, reason: String) -> (message: String, attachments: [URL]) {
        let artifacts = FailureArtifacts(actual: actual, comparison: nil, reference: nil, name: name, folder: artifactsFolder)
        var lines = ["\(name): the reference \(reference.path) \(reason)."]
        if let refusal = record.refusal { lines.append("  \(refusal).") }
        lines.append("  Restore it (git checkout -- \(reference.lastPathComponent)) or re-record it: \(command(recording: .failed))")
        lines += artifactLines(artifacts, sizes: ["actual": Self.size(actual)])
        return reported(lines, artifacts)
    }

    private func mismatchFailure(_ comparison: ImageComparison, scale: CGFloat?) -> (message: String, attachments: [URL]) {
        let artifacts = FailureArtifacts(actual: comparison.actual, comparison: comparison, reference: comparison.reference, name: name, folder: artifactsFolder)
        var lines: [String]
        if comparison.sizesMatch {
            lines = [
                "\(name) does not match its reference.",
                "  measured:  \(measured(comparison))",
                "  required:  \(matching)",
            ]
        } else {
            lines = [
                "\(name): the reference's size differs: actual \(Self.size(comparison.actual)), reference \(Self.size(comparison.reference))\(scaleHint(comparison, scale: scale)).",
            ]
        }
        if let refusal = record.refusal { lines.append("  \(refusal).") }
        lines.append("  reference: \(reference.path) (\(Self.size(comparison.reference)))")
        lines += artifactLines(artifacts, sizes: ["actual": Self.size(comparison.actual), "reference": Self.size(comparison.reference)], skipping: ["reference"])
        lines.append("  If the change is intended, re-record: \(command(recording: .failed)), review the PNGs and commit them.")
        return reported(lines, artifacts)
    }

    /// The failure message, after adding it to the run's `index.html`.
    private func reported(_ lines: [String], _ artifacts: FailureArtifacts) -> (message: String, attachments: [URL]) {
        let summary = lines.joined(separator: "\n")
        let entry = FailureReport.Entry(title: name, summary: summary, images: artifacts.files)
        guard let report = FailureReport.shared.add(entry, root: artifactsRoot) else { return (summary, artifacts.files.map(\.url)) }
        return (summary + "\n  report:    \(report.path)", artifacts.files.map(\.url))
    }

    /// The numbers: differing pixels and the largest difference.
    private func measured(_ comparison: ImageComparison) -> String {
        let pixels = comparison.pixelCount ?? 0
        let percent = PixelDifference(pixelCount: pixels, differingPixelCount: comparison.differingPixelCount, maximumDifference: 0).differingPercentage
        let largest: String
        switch matching {
        case .perceptual: largest = "the largest ΔE2000 is \(SnapshotMatching.number(comparison.largestDifference))"
        default: largest = "the largest channel difference is \(Int(comparison.largestDifference))"
        }
        let beyond: String
        switch matching {
        case .exact: beyond = "differ"
        case .tolerance(let channel, _): beyond = "differ by more than \(channel) in some channel"
        case .perceptual(let deltaE, _): beyond = "differ by more than ΔE2000 \(SnapshotMatching.number(deltaE))"
        }
        return "\(comparison.differingPixelCount) of \(pixels) pixels (\(percent)) \(beyond); \(largest)"
    }

    /// A hint when the sizes have the same aspect ratio: the reference was made at another scale.
    private func scaleHint(_ comparison: ImageComparison, scale: CGFloat?) -> String {
        let a = comparison.actual, r = comparison.reference
        guard let scale, r.width > 0, r.height > 0 else { return "" }
        let ratioX = Double(a.width) / Double(r.width), ratioY = Double(a.height) / Double(r.height)
        guard abs(ratioX - ratioY) * Double(max(r.width, r.height)) < 1.5 else { return "" }
        let referenceScale = Double(scale) / ratioX
        return "; the same shape at another scale: the reference looks rendered at \(SnapshotMatching.number((referenceScale * 100).rounded() / 100))×, the image is \(SnapshotMatching.number(Double(scale)))×"
    }

    private func artifactLines(_ artifacts: FailureArtifacts, sizes: [String: String], skipping: Set<String> = []) -> [String] {
        var lines: [String] = []
        let notes = ["diff": "differing pixels in red over the faded reference", "compare": "reference | actual | diff"]
        for file in artifacts.files where !skipping.contains(file.label) {
            let detail = sizes[file.label] ?? notes[file.label]
            let label = (file.label + ":").padding(toLength: 10, withPad: " ", startingAt: 0)
            lines.append("  \(label) \(file.url.path)\(detail.map { " (\($0))" } ?? "")")
        }
        return lines + artifacts.problems.map { "  \($0)" }
    }

    static func size(_ bitmap: Bitmap) -> String { "\(bitmap.width)×\(bitmap.height)" }
}
