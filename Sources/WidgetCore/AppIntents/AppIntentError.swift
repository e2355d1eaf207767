import Foundation

/// An error an intent's `perform()` throws to stop, as App Intents' `AppIntentError`.
public struct AppIntentError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What happened.
    public let description: String

    init(_ description: String) { self.description = description }

    /// The intent asks to continue in the app (``ForegroundContinuableIntent``).
    public static func needsToContinueInForeground(_ dialog: IntentDialog?) -> AppIntentError {
        AppIntentError("the intent needs to continue in the foreground" + (dialog.map { ": \($0.fullText)" } ?? ""))
    }

    /// The person cancelled.
    public static var userCancelled: AppIntentError { AppIntentError("cancelled") }
}
