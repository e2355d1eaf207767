import Foundation
import WidgetRender

/// How one kind of value is kept as a reference file and compared with it: the only place
/// a format's specifics live (``Diffing/image(matching:)``, ``Diffing/text``).
/// ``ReferenceCheck`` is the one record-and-compare state machine over any of them.
struct Diffing<Value> {
    /// What the reference is called in messages: `reference`, `layout reference`.
    let noun: String
    /// What a reviewer looks at, in messages: `the PNG`, `it`.
    let reviewed: String
    /// What a re-recording asks to review: `the PNGs and commit them`, `the text and commit it`.
    let reviewAfterRecording: String
    /// A reference file's bytes for a value (what recording writes).
    let encode: (Value) throws -> [UInt8]
    /// A value from a reference file's bytes; throws the reason the file is not one.
    let decode: ([UInt8]) throws -> Value
    /// A short description of a value for messages, e.g. `20×10` (`nil`: none).
    let describe: (Value) -> String?
    /// `nil` when `actual` matches `reference`, else how it differs, its artefacts written
    /// under `artifacts`.
    let difference: (_ reference: Value, _ actual: Value, _ artifacts: ArtifactTarget) -> Difference?
    /// The artefacts of a failure without a usable reference: the actual value, written.
    let artifactsWithoutReference: (_ actual: Value, _ artifacts: ArtifactTarget) -> ArtifactLines
}

/// Where a failed check's artefacts go (`<folder>/<name>.<label>.<extension>`), and the
/// reference they are about.
struct ArtifactTarget {
    let folder: URL
    let name: String
    let reference: URL
}

/// Artefact lines of a failure message and the files they name.
struct ArtifactLines {
    var lines: [String] = []
    /// Attached to the test issue.
    var attachments: [URL] = []
    /// Shown in the run's `index.html` (images only; empty: the failure is not added there).
    var reportFiles: [FailureArtifacts.File] = []
}

/// How an actual value differs from its reference, for the failure message: the `summary`
/// lines come first, then the record refusal (on CI), then the `details`.
struct Difference {
    var summary: [String]
    var details: ArtifactLines
}
