import Foundation
import WidgetRender

/// One value against one reference file, whatever its format (``Diffing``): read the
/// reference once, compare in memory, write only what must be written (a recorded
/// reference, the failure artefacts), and say what happened.
///
/// The states: the file is missing, unreadable (or not of the format), differs or matches;
/// ``RecordDecision`` says which of them record (never on CI).
struct ReferenceCheck<Value> {
    /// The reference file.
    let reference: URL
    /// The name in messages and of the artefacts, e.g. `steps.systemSmall.fullColor.light`.
    let name: String
    /// Where this test file's artefacts go.
    let artifactsFolder: URL
    /// The folder of `index.html`.
    let artifactsRoot: URL
    let record: RecordDecision
    /// The test name for the re-run command (`swift test --filter …`).
    let testName: String
    let diffing: Diffing<Value>

    /// `nil` when the value matches, else the failure (or the recording note) and its attachments.
    func run(actual: Value) -> (message: String, attachments: [URL])? {
        ReferenceRegistry.shared.touch(reference)
        let bytes: [UInt8]
        do {
            bytes = try [UInt8](Data(contentsOf: reference))
        } catch {
            let missing = !FileManager.default.fileExists(atPath: reference.path)
            if record.mode.writes(missing ? .missing : .unreadable) { return recorded(actual, previously: missing ? nil : "was not readable") }
            return missing ? missingFailure(actual) : unreadableFailure(actual, reason: "cannot be read: \(error.localizedDescription)")
        }
        let expected: Value
        do {
            expected = try diffing.decode(bytes)
        } catch {
            if record.mode.writes(.unreadable) { return recorded(actual, previously: "was not a readable \(Self.format(reference))") }
            return unreadableFailure(actual, reason: "is not a readable \(Self.format(reference)): \((error as? WidgetRenderError)?.message ?? "\(error)")")
        }
        let difference = diffing.difference(expected, actual, target)
        if record.mode.writes(difference == nil ? .matches : .differs) {
            return recorded(actual, previously: difference == nil ? "matched" : "differed")
        }
        guard let difference else { return nil }
        var lines = difference.summary
        if let refusal = record.refusal { lines.append("  \(refusal).") }
        lines += difference.details.lines
        lines.append("  If the change is intended, re-record: \(command(recording: .failed)), review \(diffing.reviewAfterRecording).")
        return reported(lines, difference.details)
    }

    /// The command that re-runs this test, with `mode` recording when given.
    func command(recording mode: SnapshotRecordMode?) -> String {
        let prefix = mode.map { "\(SnapshotRecordMode.environmentVariable)=\($0) " } ?? ""
        return "\(prefix)swift test --filter '\(testName)'"
    }

    private var target: ArtifactTarget { ArtifactTarget(folder: artifactsFolder, name: name, reference: reference) }

    /// `PNG` for a `.png` file, else the file's extension in capitals.
    private static func format(_ url: URL) -> String { url.pathExtension.uppercased() }

    private func recorded(_ actual: Value, previously: String?) -> (message: String, attachments: [URL]) {
        do {
            try FileManager.default.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFileWriter.write(try diffing.encode(actual), to: reference)
        } catch {
            return ("\(name): could not record the \(diffing.noun) \(reference.path): \(error)", [])
        }
        let before = previously.map { " (it \($0))" } ?? ""
        let size = diffing.describe(actual).map { ", \($0)," } ?? ""
        return (
            """
            \(name): recorded the \(diffing.noun) \(reference.path)\(before)\(size) in record mode .\(record.mode).
              Review \(diffing.reviewed), commit it, and run again without recording: \(command(recording: nil))
            """, [reference]
        )
    }

    private func missingFailure(_ actual: Value) -> (message: String, attachments: [URL]) {
        var lines = ["\(name): no \(diffing.noun) at \(reference.path)."]
        if let refusal = record.refusal { lines.append("  \(refusal).") }
        lines.append("  Record it locally: \(command(recording: .missing)), review \(diffing.reviewed) and commit it.")
        let artifacts = diffing.artifactsWithoutReference(actual, target)
        return reported(lines + artifacts.lines, artifacts)
    }

    private func unreadableFailure(_ actual: Value, reason: String) -> (message: String, attachments: [URL]) {
        var lines = ["\(name): the \(diffing.noun) \(reference.path) \(reason)."]
        if let refusal = record.refusal { lines.append("  \(refusal).") }
        lines.append("  Restore it (git checkout -- \(reference.lastPathComponent)) or re-record it: \(command(recording: .failed))")
        let artifacts = diffing.artifactsWithoutReference(actual, target)
        return reported(lines + artifacts.lines, artifacts)
    }

    /// The failure message, after adding it to the run's `index.html` when it has images.
    private func reported(_ lines: [String], _ artifacts: ArtifactLines) -> (message: String, attachments: [URL]) {
        let summary = lines.joined(separator: "\n")
        guard !artifacts.reportFiles.isEmpty,
            let report = FailureReport.shared.add(FailureReport.Entry(title: name, summary: summary, images: artifacts.reportFiles), root: artifactsRoot)
        else { return (summary, artifacts.attachments) }
        return (summary + "\n  report:    \(report.path)", artifacts.attachments)
    }
}
