import Foundation

/// How Shortcuts and the widget editor summarise an intent's parameters, as App Intents'
/// `ParameterSummary`: a sentence with the parameters in it (``IntentParameterSummary``,
/// written `Summary`), chosen by parameter values with `When` and `Switch`.
///
/// ```swift
/// static var parameterSummary: some ParameterSummary {
///     When(\.$showsForecast, .equalTo, true) {
///         Summary("Weather in \(\.$city) with the forecast") { \.$units }
///     } otherwise: {
///         Summary("Weather in \(\.$city)")
///     }
/// }
/// ```
///
/// The renderer shows no editor; ``AppIntent/resolvedParameterSummary(for:)`` evaluates the
/// summary for an intent's values, as the editor would show it.
public protocol ParameterSummary: Sendable {
    /// The intent whose parameters this summarises.
    associatedtype Intent: AppIntent

    /// The summary for `intent`'s values in a widget of `family` (`nil`: no family known);
    /// `nil` when nothing is summarised. Implementation detail of
    /// ``AppIntent/resolvedParameterSummary(for:)``.
    func _resolve(for intent: Intent, family: WidgetFamily?) -> ResolvedParameterSummary?
}

/// The summary of an intent with none declared.
public struct _EmptyParameterSummary<Intent: AppIntent>: ParameterSummary {
    /// Creates the empty summary.
    public init() {}

    /// Nothing is summarised.
    public func _resolve(for intent: Intent, family: WidgetFamily?) -> ResolvedParameterSummary? { nil }
}
