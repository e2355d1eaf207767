import Foundation

/// An intent that reports its progress while it runs, as App Intents' `ProgressReportingIntent`.
///
/// ```swift
/// struct SyncIntent: ProgressReportingIntent {
///     static var title: LocalizedStringResource { "Sync" }
///     func perform() async throws -> some IntentResult {
///         progress.totalUnitCount = 2
///         progress.completedUnitCount = 2
///         return .result()
///     }
/// }
/// ```
///
/// In a simulated tap ``progress`` is a fresh `Progress` for that run of `perform()`, and
/// `TapResult.progressFractionCompleted` is its fraction when `perform()` returned. Read
/// outside `perform()` (where iOS stops the program) it is a new, unconnected `Progress`.
public protocol ProgressReportingIntent: AppIntent {}

extension ProgressReportingIntent {
    /// The progress of this run of `perform()`.
    public var progress: Progress { IntentProgressScope.current?.progress ?? Progress(totalUnitCount: 0) }
}

/// The `Progress` of the intent a tap is running.
package enum IntentProgressScope {
    /// Holds the task's progress (`Progress` is a class that guards its own state).
    package final class Box: @unchecked Sendable {
        package let progress = Progress(totalUnitCount: 0)
        package init() {}
    }

    @TaskLocal package static var current: Box?
}
