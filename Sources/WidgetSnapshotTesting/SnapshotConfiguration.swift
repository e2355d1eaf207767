import Foundation

/// Snapshot settings shared by every assertion in a scope: a suite (`Testing/Trait/widgetSnapshots(record:matching:snapshotsFolder:artifactsFolder:)`),
/// an XCTest case (`withWidgetSnapshots(record:matching:snapshotsFolder:artifactsFolder:operation:)`)
/// or any block of code.
///
/// Each setting left `nil` falls back to the enclosing configuration, then to the environment
/// (`WIDGET_SNAPSHOT_RECORD`, `WIDGET_SNAPSHOT_DIR`, `WIDGET_SNAPSHOT_ARTIFACTS`, `CI`), then
/// to the default. An argument passed to an assertion wins over all of them.
public struct SnapshotConfiguration: Sendable {
    /// When references are written (default: ``SnapshotRecordMode/fromEnvironment(_:)``).
    public var record: SnapshotRecordMode?
    /// How closely images must match (default: ``SnapshotMatching/exact``).
    public var matching: SnapshotMatching?
    /// The folder that holds one folder of references per test file (default:
    /// `WIDGET_SNAPSHOT_DIR`, or `Snapshots/` at the root of the test file's package).
    public var snapshotsFolder: URL?
    /// Where failure artefacts and `index.html` go (default: `WIDGET_SNAPSHOT_ARTIFACTS`, or
    /// `.build/widget-snapshots/` at the root of the test file's package).
    public var artifactsFolder: URL?
    /// The environment consulted for defaults (`nil`: the process's), so tests can pretend to
    /// run on CI.
    package var environment: [String: String]?

    /// Creates a configuration; `nil` settings fall back to the enclosing one.
    public init(record: SnapshotRecordMode? = nil, matching: SnapshotMatching? = nil, snapshotsFolder: URL? = nil, artifactsFolder: URL? = nil) {
        self.record = record
        self.matching = matching
        self.snapshotsFolder = snapshotsFolder
        self.artifactsFolder = artifactsFolder
    }

    /// The configuration in effect for the current task.
    @TaskLocal public static var current = SnapshotConfiguration()

    /// This configuration with `inner`'s non-`nil` settings on top.
    func overlaid(by inner: SnapshotConfiguration) -> SnapshotConfiguration {
        var merged = self
        merged.record = inner.record ?? record
        merged.matching = inner.matching ?? matching
        merged.snapshotsFolder = inner.snapshotsFolder ?? snapshotsFolder
        merged.artifactsFolder = inner.artifactsFolder ?? artifactsFolder
        merged.environment = inner.environment ?? environment
        return merged
    }

    /// The environment for defaults.
    var resolvedEnvironment: [String: String] { environment ?? ProcessInfo.processInfo.environment }
}

/// Runs `operation` with snapshot settings for every assertion inside it, as a suite trait
/// does for Swift Testing. In an XCTest case, wrap `invokeTest()`:
///
/// ```swift
/// final class StepsTests: XCTestCase {
///     override func invokeTest() {
///         withWidgetSnapshots(record: .failed) { super.invokeTest() }
///     }
/// }
/// ```
///
/// - Parameters:
///   - record: When references are written; `nil` keeps the enclosing setting.
///   - matching: How closely images must match; `nil` keeps the enclosing setting.
///   - snapshotsFolder: The folder of reference folders; `nil` keeps the enclosing setting.
///   - artifactsFolder: Where failure artefacts go; `nil` keeps the enclosing setting.
///   - operation: The code whose assertions use the settings.
public func withWidgetSnapshots<R>(
    record: SnapshotRecordMode? = nil, matching: SnapshotMatching? = nil, snapshotsFolder: URL? = nil, artifactsFolder: URL? = nil,
    operation: () throws -> R
) rethrows -> R {
    let inner = SnapshotConfiguration(record: record, matching: matching, snapshotsFolder: snapshotsFolder, artifactsFolder: artifactsFolder)
    return try SnapshotConfiguration.$current.withValue(SnapshotConfiguration.current.overlaid(by: inner), operation: operation)
}

/// Runs async `operation` with snapshot settings for every assertion inside it (see the
/// synchronous overload).
public func withWidgetSnapshots<R>(
    record: SnapshotRecordMode? = nil, matching: SnapshotMatching? = nil, snapshotsFolder: URL? = nil, artifactsFolder: URL? = nil,
    operation: () async throws -> R
) async rethrows -> R {
    let inner = SnapshotConfiguration(record: record, matching: matching, snapshotsFolder: snapshotsFolder, artifactsFolder: artifactsFolder)
    return try await SnapshotConfiguration.$current.withValue(SnapshotConfiguration.current.overlaid(by: inner), operation: operation)
}

/// Runs `operation` with `configuration`'s non-`nil` settings on top of the current ones
/// (including the ``SnapshotConfiguration/environment`` tests use to pretend to be on CI).
package func withSnapshotConfiguration<R>(_ configuration: SnapshotConfiguration, operation: () throws -> R) rethrows -> R {
    try SnapshotConfiguration.$current.withValue(SnapshotConfiguration.current.overlaid(by: configuration), operation: operation)
}
