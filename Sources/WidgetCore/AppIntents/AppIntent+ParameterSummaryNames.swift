import Foundation

extension AppIntent {
    /// A summary sentence of this intent (`Summary("Show \(\.$city)")`).
    public typealias Summary = IntentParameterSummary<Self>
    /// A summary chosen by a test of a parameter (`When(\.$units, .equalTo, .metric) { … } otherwise: { … }`).
    public typealias When<WhenCondition: ParameterSummary, Otherwise: ParameterSummary> = ParameterSummaryWhenCondition<Self, WhenCondition, Otherwise> where WhenCondition.Intent == Self, Otherwise.Intent == Self
    /// A summary chosen among cases of a parameter's value (`Switch(\.$style) { Case(.ring) { … } DefaultCase { … } }`).
    public typealias Switch<Value: Equatable, CaseCondition: _ParameterSummarySwitchCase> = ParameterSummarySwitchCondition<Self, Value, CaseCondition> where CaseCondition.Intent == Self, CaseCondition.Value == Value
    /// One case of a `Switch`.
    public typealias Case = ParameterSummaryCaseCondition
    /// The case of a `Switch` taken when no other matches.
    public typealias DefaultCase = ParameterSummaryDefaultCaseCondition
}
