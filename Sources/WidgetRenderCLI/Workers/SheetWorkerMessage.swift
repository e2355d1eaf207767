import Foundation
import WidgetRender

/// One line a sheet worker process sends its parent (``SheetWorker``, ``SheetWorkerProcess``),
/// as JSON: a finished step of progress, or the end of a sheet with its outcome.
///
/// A step has ``step`` (the job's name, as progress shows it) and ``failed``; the end of a
/// sheet has ``sheet`` (the index the parent gave it), then ``files`` and ``review`` when it was
/// written, or ``failure``.
struct SheetWorkerMessage: Codable, Sendable {
    /// A file written and its diagnostics.
    struct File: Codable, Sendable {
        var path: String
        var diagnostics: [ReviewSheet.Note]
    }

    /// Why the sheet failed, and the exit code that stands for.
    struct Failure: Codable, Sendable {
        var message: String
        var code: Int32
    }

    var step: String?
    var failed: Bool?
    var sheet: Int?
    var files: [File]?
    var failure: Failure?
    var review: ReviewSheet?

    /// A finished step of progress.
    static func step(_ name: String, failed: Bool) -> SheetWorkerMessage {
        SheetWorkerMessage(step: name, failed: failed)
    }

    /// The end of sheet `index`, with what became of it.
    static func end(of index: Int, _ result: SheetResult) -> SheetWorkerMessage {
        var message = SheetWorkerMessage(sheet: index, review: result.review)
        switch result.outcome.result {
        case .success(let files):
            message.files = files.map { file in
                File(path: file.path, diagnostics: file.diagnostics.map { ReviewSheet.Note(kind: $0.kind.rawValue, message: $0.message) })
            }
        case .failure(let failure):
            message.failure = Failure(message: failure.message, code: failure.code.rawValue)
        }
        return message
    }

    /// The sheet's result, named `name`; nil when the message is not a sheet's end or names a
    /// diagnostic kind or exit code this build does not know.
    func result(named name: String) -> SheetResult? {
        if let failure {
            guard let code = ExitCode(rawValue: failure.code) else { return nil }
            return SheetResult(outcome: BatchOutcome(name: name, result: .failure(BatchFailure(message: failure.message, code: code))), review: nil)
        }
        guard let files else { return nil }
        var written: [BatchJob.File] = []
        for file in files {
            var diagnostics: [Diagnostic] = []
            for note in file.diagnostics {
                guard let kind = Diagnostic.Kind(rawValue: note.kind) else { return nil }
                diagnostics.append(Diagnostic(kind, note.message))
            }
            written.append(BatchJob.File(path: file.path, diagnostics: diagnostics))
        }
        return SheetResult(outcome: BatchOutcome(name: name, result: .success(written)), review: review)
    }

    /// The message as one line of JSON, line break included.
    var line: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Only strings, numbers, booleans and arrays of them: encoding cannot fail.
        var data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        data.append(UInt8(ascii: "\n"))
        return data
    }
}
