import Foundation

/// A failure or a note from a snapshot assertion, as it is reported to the test framework.
public struct WidgetSnapshotIssue: Sendable, CustomStringConvertible {
    /// Whether the issue fails the test.
    public enum Kind: Sendable, Hashable {
        /// Fails the test (`Issue.record` or `XCTFail`).
        case failure
        /// Does not fail the test: a warning under Swift Testing, a line on standard error
        /// under XCTest (for example, a rendering mode this version does not draw).
        case note
    }

    /// Whether the issue fails the test.
    public let kind: Kind
    /// The message, with every path the reader needs.
    public let message: String
    /// Files that belong with the message (actual, reference, diff and compare images):
    /// attached to the test result under Swift Testing.
    public let attachments: [URL]
    /// The calling test's `#fileID`.
    public let fileID: StaticString
    /// The calling test's `#filePath`.
    public let filePath: StaticString
    /// The calling line.
    public let line: UInt
    /// The calling column.
    public let column: UInt

    /// Creates an issue.
    public init(kind: Kind, message: String, attachments: [URL] = [], fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        self.kind = kind
        self.message = message
        self.attachments = attachments
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// The message.
    public var description: String { message }
}
