import Foundation

/// An intent that starts in the background and may ask to continue in the app, as App
/// Intents' `ForegroundContinuableIntent` (deprecated in iOS 26 for `supportedModes`).
///
/// In a simulated tap the app is not there to open: ``requestToContinueInForeground(_:continuation:)``
/// returns the continuation's result without asking (as if the person agreed), and
/// ``needsToContinueInForegroundError(_:continuation:)`` gives an error that stops `perform()`.
public protocol ForegroundContinuableIntent: AppIntent {}

extension ForegroundContinuableIntent {
    /// Asks to continue in the foreground and runs `continuation` (here at once, as agreed).
    @discardableResult
    public func requestToContinueInForeground<ResultValue: Sendable>(_ dialog: IntentDialog? = nil, continuation: @MainActor () async throws -> ResultValue = { () }) async throws -> ResultValue {
        try await continuation()
    }

    /// The error to throw to stop and ask to continue in the app; `continuation` does not run.
    public func needsToContinueInForegroundError(_ dialog: IntentDialog? = nil, continuation: (@MainActor () async throws -> Void)? = nil) -> AppIntentError {
        .needsToContinueInForeground(dialog)
    }
}
