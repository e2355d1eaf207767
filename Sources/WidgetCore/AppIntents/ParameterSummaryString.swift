import Foundation

/// The sentence of a parameter summary, as App Intents' `ParameterSummaryString`: text with
/// `\(\.$parameter)` interpolations.
///
/// ```swift
/// Summary("Show \(\.$count) tasks from \(\.$list)")
/// ```
public struct ParameterSummaryString<Intent: AppIntent>: Sendable, ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    let text: IntentParameterText<Intent>

    /// A sentence from a literal.
    public init(stringLiteral value: String) {
        var text = IntentParameterText<Intent>()
        text.appendLiteral(value)
        self.text = text
    }

    /// A sentence from an interpolation.
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    /// Builds the sentence.
    public typealias StringInterpolation = IntentParameterInterpolation<Intent>

    /// The sentence for `intent`'s values and as a `${name}` template.
    func resolve(for intent: Intent) -> (text: String, template: String) {
        (text.filled(for: intent) { $0.slotSummaryText }, text.template(for: intent))
    }
}
