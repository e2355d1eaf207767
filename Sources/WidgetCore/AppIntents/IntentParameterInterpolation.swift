import Foundation

/// The interpolation of App Intents texts with `\(\.$parameter)` in them: a parameter
/// summary's sentence (``ParameterSummaryString``) and an intent's URL
/// (``IntentURLRepresentation``).
public struct IntentParameterInterpolation<Intent: AppIntent>: StringInterpolationProtocol, Sendable {
    var text = IntentParameterText<Intent>()

    /// Starts a text.
    public init(literalCapacity: Int, interpolationCount: Int) {}

    /// Appends text.
    public mutating func appendLiteral(_ literal: String) { text.appendLiteral(literal) }

    /// Appends a parameter (`\(\.$city)`), shown as its value.
    public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {
        text.appendParameter(parameter)
    }
}
