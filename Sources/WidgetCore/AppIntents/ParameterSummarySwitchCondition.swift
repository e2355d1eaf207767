import Foundation

/// A summary chosen by a parameter's value among cases, as App Intents'
/// `ParameterSummarySwitchCondition` (written `Switch` inside an intent).
///
/// ```swift
/// static var parameterSummary: some ParameterSummary {
///     Switch(\.$style) {
///         Case(.ring) { Summary("Show \(\.$goal) as a ring") }
///         Case(.bar) { Summary("Show \(\.$goal) as a bar") }
///         DefaultCase { Summary("Show \(\.$goal)") }
///     }
/// }
/// ```
public struct ParameterSummarySwitchCondition<Intent: AppIntent, Value: Equatable, CaseCondition: _ParameterSummarySwitchCase>: ParameterSummary, @unchecked Sendable where CaseCondition.Intent == Intent, CaseCondition.Value == Value {
    // @unchecked: the subject only reads an immutable key path.
    let subject: (Intent, WidgetCore.WidgetFamily?) -> Value?
    let cases: CaseCondition

    /// A switch over a parameter's value.
    public init(_ keyPath: KeyPath<Intent, IntentParameter<Value>>, @ParameterSummaryCaseBuilder<Intent, Value> _ builder: () -> CaseCondition) {
        subject = { intent, _ in intent[keyPath: keyPath].summaryValue }
        cases = builder()
    }

    /// The summary of the first case that matches the value, else of the default case.
    public func _resolve(for intent: Intent, family: WidgetCore.WidgetFamily?) -> ResolvedParameterSummary? {
        cases._resolve(for: subject(intent, family), intent: intent, family: family)
    }

    /// The subject of a switch over the widget's family, as App Intents'
    /// `ParameterSummarySwitchCondition.WidgetFamily`.
    public enum WidgetFamily: Sendable, Hashable {
        /// The family of the widget being configured.
        case widgetFamily
    }
}

extension ParameterSummarySwitchCondition where Value == IntentWidgetFamily {
    /// A switch over the family of the widget being configured (`Switch(.widgetFamily)`).
    public init(_ widgetFamily: ParameterSummarySwitchCondition<Intent, Value, CaseCondition>.WidgetFamily, @ParameterSummaryCaseBuilder<Intent, IntentWidgetFamily> _ builder: () -> CaseCondition) {
        subject = { _, family in family.map(IntentWidgetFamily.init) }
        cases = builder()
    }
}

/// The cases of a ``ParameterSummarySwitchCondition`` (implementation detail, as App Intents').
public protocol _ParameterSummarySwitchCase: Sendable {
    /// The intent.
    associatedtype Intent: AppIntent
    /// The type switched over.
    associatedtype Value
    /// The summary of the case matching `value`, `nil` when none does.
    func _resolve(for value: Value?, intent: Intent, family: WidgetFamily?) -> ResolvedParameterSummary?
    /// Whether this case matches `value` (a default case matches every value).
    func _matches(_ value: Value?) -> Bool
}

/// One case of a `Switch`, as App Intents' `ParameterSummaryCaseCondition` (written `Case`).
public struct ParameterSummaryCaseCondition<Intent: AppIntent, Value: Equatable, Summary: ParameterSummary>: _ParameterSummarySwitchCase, @unchecked Sendable where Summary.Intent == Intent {
    // @unchecked: the values are only compared.
    let values: [Value]
    let summary: Summary

    /// The case of one value.
    public init(_ value: Value, @ParameterSummaryBuilder<Intent> _ parameterSummary: () -> Summary) {
        values = [value]
        summary = parameterSummary()
    }

    /// The case of several values.
    public init(_ value: [Value], @ParameterSummaryBuilder<Intent> _ parameterSummary: () -> Summary) {
        values = value
        summary = parameterSummary()
    }

    /// Whether `value` is one of the case's values.
    public func _matches(_ value: Value?) -> Bool {
        guard let value else { return false }
        return values.contains(value)
    }

    /// The case's summary when it matches.
    public func _resolve(for value: Value?, intent: Intent, family: WidgetFamily?) -> ResolvedParameterSummary? {
        _matches(value) ? summary._resolve(for: intent, family: family) : nil
    }
}

/// The case of a `Switch` taken when no other matches, as App Intents'
/// `ParameterSummaryDefaultCaseCondition` (written `DefaultCase`).
public struct ParameterSummaryDefaultCaseCondition<Intent: AppIntent, Value, Summary: ParameterSummary>: _ParameterSummarySwitchCase where Summary.Intent == Intent {
    let summary: Summary

    /// The default case.
    public init(@ParameterSummaryBuilder<Intent> _ parameterSummary: () -> Summary) {
        summary = parameterSummary()
    }

    /// Matches every value.
    public func _matches(_ value: Value?) -> Bool { true }

    /// The default summary.
    public func _resolve(for value: Value?, intent: Intent, family: WidgetFamily?) -> ResolvedParameterSummary? {
        summary._resolve(for: intent, family: family)
    }
}

/// The cases of a `Switch` in order, as App Intents' `ParameterSummaryTupleCaseCondition`.
public struct ParameterSummaryTupleCaseCondition<Intent: AppIntent, Value>: _ParameterSummarySwitchCase, @unchecked Sendable {
    // @unchecked: the cases are immutable values.
    let cases: [any _ParameterSummarySwitchCaseBox<Intent, Value>]

    /// Whether some case matches.
    public func _matches(_ value: Value?) -> Bool { cases.contains { $0.matches(value) } }

    /// The first matching case's summary.
    public func _resolve(for value: Value?, intent: Intent, family: WidgetFamily?) -> ResolvedParameterSummary? {
        for c in cases where c.matches(value) { return c.resolve(value, intent, family) }
        return nil
    }
}

/// A case of either kind, erased (so a `Switch` lists cases of different summary types).
public protocol _ParameterSummarySwitchCaseBox<Intent, Value> {
    /// The intent.
    associatedtype Intent: AppIntent
    /// The type switched over.
    associatedtype Value
    /// Whether the case matches.
    func matches(_ value: Value?) -> Bool
    /// The case's summary.
    func resolve(_ value: Value?, _ intent: Intent, _ family: WidgetFamily?) -> ResolvedParameterSummary?
}

struct SwitchCaseBox<Case: _ParameterSummarySwitchCase>: _ParameterSummarySwitchCaseBox {
    typealias Intent = Case.Intent
    typealias Value = Case.Value
    let base: Case
    func matches(_ value: Value?) -> Bool { base._matches(value) }
    func resolve(_ value: Value?, _ intent: Intent, _ family: WidgetFamily?) -> ResolvedParameterSummary? {
        base._resolve(for: value, intent: intent, family: family)
    }
}

/// Builds the cases of a `Switch`, as App Intents' `ParameterSummaryCaseBuilder`: `Case`s,
/// then at most one `DefaultCase`.
@resultBuilder
public enum ParameterSummaryCaseBuilder<Intent: AppIntent, Value: Equatable> {
    /// A case.
    public static func buildExpression<Summary>(_ expression: ParameterSummaryCaseCondition<Intent, Value, Summary>) -> any _ParameterSummarySwitchCaseBox<Intent, Value> {
        SwitchCaseBox(base: expression)
    }
    /// The default case.
    public static func buildExpression<Summary>(_ expression: ParameterSummaryDefaultCaseCondition<Intent, Value, Summary>) -> any _ParameterSummarySwitchCaseBox<Intent, Value> {
        SwitchCaseBox(base: expression)
    }
    /// The cases in order; the first that matches is taken.
    public static func buildBlock(_ cases: any _ParameterSummarySwitchCaseBox<Intent, Value>...) -> ParameterSummaryTupleCaseCondition<Intent, Value> {
        ParameterSummaryTupleCaseCondition(cases: cases)
    }
}
