import Foundation

/// How Shortcuts and the widget editor summarise an intent's parameters, as App Intents'
/// `ParameterSummary` (accepted and kept; the renderer shows no editor).
///
/// ```swift
/// static var parameterSummary: some ParameterSummary {
///     Summary("Show weather in \(\.$city)") { \.$units }
/// }
/// ```
public protocol ParameterSummary: Sendable {}

/// The summary of an intent with none declared.
public struct _EmptyParameterSummary: ParameterSummary {
    /// Creates the empty summary.
    public init() {}
}

/// A sentence with parameters in it, and further parameters below, as App Intents' `Summary`.
public struct Summary<Intent: AppIntent>: ParameterSummary {
    /// The sentence, with each parameter written as `${name}`.
    public let text: String

    /// A summary sentence.
    public init(_ summary: ParameterSummaryString<Intent>) {
        text = summary.text
    }

    /// A summary sentence with more parameters listed below it.
    public init(_ summary: ParameterSummaryString<Intent>, @ParameterSummaryTableBuilder<Intent> table: () -> [PartialKeyPath<Intent>]) {
        text = summary.text
        _ = table()
    }
}

/// The sentence of a ``Summary``: text with `\(\.$parameter)` interpolations.
public struct ParameterSummaryString<Intent: AppIntent>: Sendable, ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    /// The sentence, with each parameter written as `${title}`.
    public let text: String

    /// A sentence from a literal.
    public init(stringLiteral value: String) { text = value }

    /// A sentence from an interpolation.
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    /// Builds the sentence.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        /// Starts a sentence.
        public init(literalCapacity: Int, interpolationCount: Int) {}
        /// Appends text.
        public mutating func appendLiteral(_ literal: String) { text += literal }
        /// Appends a parameter.
        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {
            text += "${\(parameter)}"
        }
    }
}

/// Builds the list of parameters under a summary sentence.
@resultBuilder
public enum ParameterSummaryTableBuilder<Intent: AppIntent> {
    /// One parameter.
    public static func buildExpression<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) -> [PartialKeyPath<Intent>] { [parameter] }
    /// The parameters in order.
    public static func buildBlock(_ parts: [PartialKeyPath<Intent>]...) -> [PartialKeyPath<Intent>] { parts.flatMap { $0 } }
}

/// Builds a ``ParameterSummary``, as App Intents' `ParameterSummaryBuilder`.
@resultBuilder
public enum ParameterSummaryBuilder<Intent: AppIntent> {
    /// A summary sentence of this intent.
    public static func buildExpression(_ summary: Summary<Intent>) -> Summary<Intent> { summary }
    /// A conditional summary of this intent.
    public static func buildExpression(_ summary: When<Intent>) -> When<Intent> { summary }
    /// One summary.
    public static func buildBlock<S: ParameterSummary>(_ summary: S) -> S { summary }
    /// The first branch of an `if`.
    public static func buildEither<S: ParameterSummary>(first: S) -> AnyParameterSummary { AnyParameterSummary() }
    /// The second branch of an `if`.
    public static func buildEither<S: ParameterSummary>(second: S) -> AnyParameterSummary { AnyParameterSummary() }
}

/// A summary whose type is not kept (a branch of a builder).
public struct AnyParameterSummary: ParameterSummary {}

/// A summary shown only when a parameter compares to a value, as App Intents' `When`.
public struct When<Intent: AppIntent>: ParameterSummary {
    /// A summary chosen by a parameter's value.
    public init<Value, A: ParameterSummary, B: ParameterSummary>(_ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: ParameterSummaryComparison, _ value: Value, @ParameterSummaryBuilder<Intent> _ then: () -> A, @ParameterSummaryBuilder<Intent> otherwise: () -> B) {}
    /// A summary shown only when the parameter has a value.
    public init<Value, A: ParameterSummary, B: ParameterSummary>(_ parameter: KeyPath<Intent, IntentParameter<Value>>, @ParameterSummaryBuilder<Intent> _ then: () -> A, @ParameterSummaryBuilder<Intent> otherwise: () -> B) {}
}

/// How ``When`` compares.
public enum ParameterSummaryComparison: Sendable {
    /// Equal to the value.
    case equalTo
    /// Not equal to the value.
    case notEqualTo
    /// Any of the values.
    case oneOf
}
