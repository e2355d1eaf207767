import Foundation
import WidgetRender

/// One text (a layout dump) against one reference text file, compared exactly; the record
/// modes work as for images.
struct TextSnapshotCheck {
    let reference: URL
    let name: String
    let artifactsFolder: URL
    let record: RecordDecision
    let testName: String

    /// `nil` when the text matches, else the failure and its attachments.
    func run(actual: String) -> (message: String, attachments: [URL])? {
        ReferenceRegistry.shared.touch(reference)
        let expected: String?
        if let data = FileManager.default.contents(atPath: reference.path) { expected = String(decoding: data, as: UTF8.self) } else { expected = nil }
        let state: ReferenceState = expected == nil ? .missing : (expected == actual ? .matches : .differs)
        let command = "swift test --filter '\(testName)'"
        if record.mode.writes(state) {
            do {
                try FileManager.default.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
                try AtomicFileWriter.write(Array(actual.utf8), to: reference)
            } catch {
                return ("\(name): could not record the reference \(reference.path): \(error)", [])
            }
            return ("\(name): recorded the layout reference \(reference.path) in record mode .\(record.mode).\n  Review it, commit it, and run again without recording: \(command)", [reference])
        }
        guard let expected else {
            var lines = ["\(name): no layout reference at \(reference.path)."]
            if let refusal = record.refusal { lines.append("  \(refusal).") }
            lines.append("  Record it locally: \(SnapshotRecordMode.environmentVariable)=missing \(command), review it and commit it.")
            return (lines.joined(separator: "\n"), [])
        }
        if expected == actual { return nil }
        let url = artifactsFolder.appendingPathComponent("\(name).actual.txt")
        var written = ""
        do {
            try FileManager.default.createDirectory(at: artifactsFolder, withIntermediateDirectories: true)
            try AtomicFileWriter.write(Array(actual.utf8), to: url)
        } catch {
            written = " (not written: \(error))"
        }
        var lines = ["\(name): the layout differs from its reference.", Self.firstDifference(expected, actual)]
        if let refusal = record.refusal { lines.append("  \(refusal).") }
        lines += [
            "  reference: \(reference.path)",
            "  actual:    \(url.path)\(written)",
            "  If the change is intended, re-record: \(SnapshotRecordMode.environmentVariable)=failed \(command), review the text and commit it.",
        ]
        return (lines.joined(separator: "\n"), written.isEmpty ? [url] : [])
    }

    /// The first line that differs, with its number, from both texts.
    static func firstDifference(_ expected: String, _ actual: String) -> String {
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let index = zip(e, a).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(e.count, a.count)
        let line = { (lines: [Substring]) in index < lines.count ? String(lines[index]) : "(end of text)" }
        return "  line \(index + 1):\n    reference: \(line(e))\n    actual:    \(line(a))"
    }
}
