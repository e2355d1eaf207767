import Foundation

/// An intent whose result is a snippet view shown by the system, as App Intents'
/// `SnippetIntent` (iOS 26). Its `perform()` runs in a simulated tap as any intent's does; the
/// snippet is not drawn.
public protocol SnippetIntent: AppIntent {}

extension SnippetIntent {
    /// Asks the system to run the intent again and redraw its snippet (recorded as nothing).
    public static func reload() {}
}
