import Foundation

/// The URL of an intent, with `\(\.$parameter)` interpolations filled from its values, as App
/// Intents' `IntentURLRepresentation` (written `URLRepresentation` in a ``URLRepresentableIntent``).
///
/// ```swift
/// static var urlRepresentation: URLRepresentation { "https://example.com/teams/\(\.$team)" }
/// ```
///
/// A value is written as its text (an entity by its identifier, an enum by its raw value, a
/// `URL` whole), percent-encoded as a path segment.
public struct IntentURLRepresentation<Intent: AppIntent>: Sendable, ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    let text: IntentParameterText<Intent>

    /// A fixed URL.
    public init(stringLiteral value: String) {
        var text = IntentParameterText<Intent>()
        text.appendLiteral(value)
        self.text = text
    }

    /// A URL with parameters in it.
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    /// Builds the URL.
    public typealias StringInterpolation = IntentParameterInterpolation<Intent>

    /// The URL for `intent`'s values; `nil` when the text is not a URL.
    public func url(for intent: Intent) -> URL? {
        URL(string: text.filled(for: intent) { $0.slotURLText })
    }
}
