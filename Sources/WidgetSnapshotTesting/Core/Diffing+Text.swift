import Foundation
import WidgetRender

extension Diffing where Value == String {
    /// Texts (layout dumps) as UTF-8 reference files, compared exactly; a failure names the
    /// first line that differs and leaves the actual text beside the artefacts.
    static var text: Diffing<String> {
        Diffing(
            noun: "layout reference", reviewed: "it", reviewAfterRecording: "the text and commit it",
            encode: { Array($0.utf8) },
            decode: { String(decoding: $0, as: UTF8.self) },
            describe: { _ in nil },
            difference: { expected, actual, target in
                guard expected != actual else { return nil }
                let url = target.folder.appendingPathComponent("\(target.name).actual.txt")
                var written = ""
                do {
                    try FileManager.default.createDirectory(at: target.folder, withIntermediateDirectories: true)
                    try AtomicFileWriter.write(Array(actual.utf8), to: url)
                } catch {
                    written = " (not written: \(error))"
                }
                return Difference(
                    summary: ["\(target.name): the layout differs from its reference.", firstDifference(expected, actual)],
                    details: ArtifactLines(lines: ["  reference: \(target.reference.path)", "  actual:    \(url.path)\(written)"], attachments: written.isEmpty ? [url] : [])
                )
            },
            artifactsWithoutReference: { _, _ in ArtifactLines() }
        )
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
