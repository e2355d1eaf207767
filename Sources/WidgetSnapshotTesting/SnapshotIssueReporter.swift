import Foundation
import Testing
import XCTest

/// The one place snapshot assertions report through: a handler installed with
/// ``withWidgetSnapshotIssueHandler(_:operation:)`` when there is one, otherwise
/// `Issue.record` while a Swift Testing test runs (`Test.current != nil`), otherwise `XCTFail`.
///
/// Notes (``WidgetSnapshotIssue/Kind/note``) never fail a test: under Swift Testing they are
/// issues of severity `.warning`, under XCTest a `note:` line on standard error (XCTest has
/// no warnings).
///
/// Attachments: Swift Testing's `Attachment.record` (stable in Swift 6.3) attaches each
/// artefact to the test result. swift-corelibs-xctest (XCTest on Linux) has no
/// `XCTAttachment`, so under XCTest the artefacts are named by path in the message only.
enum SnapshotIssueReporter {
    /// Where an issue goes.
    enum Destination: Equatable {
        case handler, swiftTesting, xcTest
    }

    /// A handler that receives issues instead of the test framework.
    ///
    /// A class holds the closure: with Swift 6.3.1, a task-local of closure type crashes in
    /// `swift_task_localValuePush` in optimised builds when pushed outside a task.
    @TaskLocal static var handler: IssueHandler?

    /// The handler closure, boxed.
    final class IssueHandler: Sendable {
        let body: @Sendable (WidgetSnapshotIssue) -> Void
        init(_ body: @escaping @Sendable (WidgetSnapshotIssue) -> Void) { self.body = body }
    }

    /// Where an issue reported now would go.
    static var destination: Destination {
        if handler != nil { return .handler }
        return Test.current != nil ? .swiftTesting : .xcTest
    }

    /// Reports `issue` to the handler or the running framework.
    static func report(_ issue: WidgetSnapshotIssue) {
        switch destination {
        case .handler:
            handler?.body(issue)
        case .swiftTesting:
            let location = SourceLocation(
                fileID: String(describing: issue.fileID), filePath: String(describing: issue.filePath),
                line: Int(issue.line), column: Int(issue.column)
            )
            for url in issue.attachments {
                if let data = try? Data(contentsOf: url) {
                    Attachment.record([UInt8](data), named: url.lastPathComponent, sourceLocation: location)
                }
            }
            let severity: Issue.Severity = issue.kind == .failure ? .error : .warning
            Issue.record(Comment(rawValue: issue.message), severity: severity, sourceLocation: location)
        case .xcTest:
            switch issue.kind {
            case .failure:
                XCTFail(issue.message, file: issue.filePath, line: issue.line)
            case .note:
                FileHandle.standardError.write(Data("\(issue.filePath):\(issue.line): note: \(issue.message)\n".utf8))
            }
        }
    }
}

/// Runs `operation` with every snapshot issue inside it passed to `handler` instead of the
/// test framework, for testing snapshot assertions themselves or reporting elsewhere.
///
/// ```swift
/// withWidgetSnapshotIssueHandler({ issue in print(issue.message) }) {
///     assertWidgetSnapshot(of: Text("Hi"), record: .never)
/// }
/// ```
public func withWidgetSnapshotIssueHandler<R>(_ handler: @escaping @Sendable (WidgetSnapshotIssue) -> Void, operation: () throws -> R) rethrows -> R {
    try SnapshotIssueReporter.$handler.withValue(SnapshotIssueReporter.IssueHandler(handler), operation: operation)
}

/// Runs `operation` and returns the snapshot issues reported inside it, none of which reach
/// the test framework.
///
/// ```swift
/// let issues = capturingWidgetSnapshotIssues { assertWidgetSnapshot(of: Text("Hi"), record: .never) }
/// issues.first?.message   // "No reference at …/Snapshots/…"
/// ```
public func capturingWidgetSnapshotIssues(_ operation: () throws -> Void) rethrows -> [WidgetSnapshotIssue] {
    let box = IssueBox()
    try withWidgetSnapshotIssueHandler({ box.append($0) }, operation: operation)
    return box.issues
}

/// Issues collected from any thread.
private final class IssueBox: @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [WidgetSnapshotIssue] = []

    func append(_ issue: WidgetSnapshotIssue) {
        lock.lock()
        defer { lock.unlock() }
        collected.append(issue)
    }

    var issues: [WidgetSnapshotIssue] {
        lock.lock()
        defer { lock.unlock() }
        return collected
    }
}
