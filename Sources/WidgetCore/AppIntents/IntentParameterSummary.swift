import Foundation

/// A summary sentence with further parameters listed below it, as App Intents'
/// `IntentParameterSummary` (written `Summary` inside an intent).
///
/// ```swift
/// static var parameterSummary: some ParameterSummary {
///     Summary("Show weather in \(\.$city)") {
///         \.$units
///         \.$showsHourly
///     }
/// }
/// ```
public struct IntentParameterSummary<Intent: AppIntent>: ParameterSummary, @unchecked Sendable {
    // @unchecked: the key paths are immutable and only read.
    let sentence: ParameterSummaryString<Intent>?
    let table: [PartialKeyPath<Intent>]

    /// A summary with no sentence.
    public init() {
        sentence = nil
        table = []
    }

    /// Parameters listed with no sentence.
    public init(@ParameterKeyPathsBuilder _ parameters: () -> [PartialKeyPath<Intent>]) {
        sentence = nil
        table = parameters()
    }

    /// A summary sentence; `table` names the strings table (not used: nothing is localised).
    public init(_ summary: ParameterSummaryString<Intent>, table: String? = nil) {
        sentence = summary
        self.table = []
    }

    /// A summary sentence with more parameters listed below it.
    public init(_ summary: ParameterSummaryString<Intent>, table: String? = nil, @ParameterKeyPathsBuilder _ parameters: () -> [PartialKeyPath<Intent>]) {
        sentence = summary
        self.table = parameters()
    }

    /// The sentence for `intent`'s values and the names of the listed parameters.
    public func _resolve(for intent: Intent, family: WidgetFamily?) -> ResolvedParameterSummary? {
        let resolved = sentence?.resolve(for: intent) ?? (text: "", template: "")
        let names = table.compactMap { keyPath -> String? in
            guard let slot = intent[keyPath: keyPath] as? any IntentParameterSlot else { return nil }
            return IntentParameterText.name(of: slot, in: intent)
        }
        return ResolvedParameterSummary(text: resolved.text, template: resolved.template, tableParameters: names)
    }

    /// Builds the list of parameters under a summary sentence, as App Intents'
    /// `IntentParameterSummary.ParameterKeyPathsBuilder`.
    @resultBuilder
    public enum ParameterKeyPathsBuilder {
        /// One parameter (`\.$units`).
        public static func buildExpression<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) -> [PartialKeyPath<Intent>] { [parameter] }
        /// The parameters in order.
        public static func buildBlock(_ parts: [PartialKeyPath<Intent>]...) -> [PartialKeyPath<Intent>] { parts.flatMap { $0 } }
    }
}
