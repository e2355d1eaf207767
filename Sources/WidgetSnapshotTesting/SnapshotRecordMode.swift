import Foundation

/// When a snapshot assertion writes its reference file.
///
/// Every recorded reference still fails the test, with the path and the command to run the
/// test again, so that a recording run is never mistaken for a passing one.
///
/// The default comes from the environment (``fromEnvironment(_:)``): `WIDGET_SNAPSHOT_RECORD`
/// (`missing`, `all`, `failed` or `never`; unset means `missing`), and always `never` when `CI`
/// is set. On CI nothing is ever recorded, even when a test or a suite trait asks for it: the
/// failure then says that the request was ignored, so a `record: .all` left in a test cannot
/// silently rewrite references in CI.
///
/// ```swift
/// assertWidgetSnapshot(of: StepsWidget(), entry: .sample, record: .failed)
/// ```
public enum SnapshotRecordMode: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Writes references that do not exist yet; compares the others.
    case missing
    /// Writes every reference, matching or not.
    case all
    /// Writes references that are missing, unreadable or do not match.
    case failed
    /// Never writes a reference: a missing one is a failure.
    case never

    /// The environment variable that sets the default mode.
    public static let environmentVariable = "WIDGET_SNAPSHOT_RECORD"

    /// The case name, e.g. `missing`.
    public var description: String { rawValue }

    /// The mode the environment asks for: `never` when `CI` is set (to anything but `""`,
    /// `0` or `false`), otherwise `WIDGET_SNAPSHOT_RECORD`'s value, or `missing` when it is
    /// unset or not a mode's name.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> SnapshotRecordMode {
        if isContinuousIntegration(environment) { return .never }
        return environment[environmentVariable].flatMap { SnapshotRecordMode(rawValue: $0.lowercased()) } ?? .missing
    }

    /// Whether `CI` is set to a value other than `""`, `0` or `false`.
    public static func isContinuousIntegration(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard let value = environment["CI"]?.lowercased() else { return false }
        return !["", "0", "false"].contains(value)
    }

    /// Whether a reference in `state` is written in this mode.
    func writes(_ state: ReferenceState) -> Bool {
        switch (self, state) {
        case (.all, _): return true
        case (.never, _): return false
        case (.missing, .missing), (.failed, .missing), (.failed, .unreadable), (.failed, .differs): return true
        case (.missing, _), (.failed, .matches): return false
        }
    }
}

/// What was found at a reference's path, for deciding whether to write it.
enum ReferenceState {
    case missing, unreadable, differs, matches
}
