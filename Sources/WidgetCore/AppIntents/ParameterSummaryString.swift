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
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = IntentParameterText<Intent>()
        /// Starts a sentence.
        public init(literalCapacity: Int, interpolationCount: Int) {}
        /// Appends text.
        public mutating func appendLiteral(_ literal: String) { text.appendLiteral(literal) }
        /// Appends a parameter (`\(\.$city)`), shown as its value.
        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {
            text.appendParameter(parameter)
        }
    }

    /// The sentence for `intent`'s values and as a `${name}` template.
    func resolve(for intent: Intent) -> (text: String, template: String) {
        (text.filled(for: intent) { $0.slotSummaryText }, text.template(for: intent))
    }
}
