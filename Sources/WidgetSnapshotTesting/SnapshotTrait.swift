import Foundation
import Testing

/// A Swift Testing trait that sets snapshot settings for a suite or a test
/// (`Testing/Trait/widgetSnapshots(record:matching:snapshotsFolder:artifactsFolder:)`).
public struct WidgetSnapshotsTrait: SuiteTrait, TestTrait, TestScoping {
    /// The settings the trait applies.
    public let configuration: SnapshotConfiguration

    /// Applies to every test of a suite, nested suites included.
    public var isRecursive: Bool { true }

    /// Runs the test with the trait's settings on top of the enclosing ones.
    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await SnapshotConfiguration.$current.withValue(SnapshotConfiguration.current.overlaid(by: configuration), operation: function)
    }
}

extension Trait where Self == WidgetSnapshotsTrait {
    /// Snapshot settings for every assertion in a suite or test.
    ///
    /// ```swift
    /// @Suite(.widgetSnapshots(record: .failed, matching: .tolerance(channel: 2, maximumDifferingFraction: 0.001)))
    /// struct StepsSnapshotTests {
    ///     @Test func steps() { assertWidgetSnapshot(of: StepsWidget(), entry: .sample) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - record: When references are written; `nil` keeps the enclosing setting.
    ///   - matching: How closely images must match; `nil` keeps the enclosing setting.
    ///   - snapshotsFolder: The folder of reference folders; `nil` keeps the enclosing setting.
    ///   - artifactsFolder: Where failure artefacts go; `nil` keeps the enclosing setting.
    public static func widgetSnapshots(
        record: SnapshotRecordMode? = nil, matching: SnapshotMatching? = nil, snapshotsFolder: URL? = nil, artifactsFolder: URL? = nil
    ) -> Self {
        WidgetSnapshotsTrait(configuration: SnapshotConfiguration(record: record, matching: matching, snapshotsFolder: snapshotsFolder, artifactsFolder: artifactsFolder))
    }
}
