import Foundation

/// A summary chosen by a test of one parameter, as App Intents' `ParameterSummaryWhenCondition`
/// (written `When` inside an intent).
///
/// ```swift
/// static var parameterSummary: some ParameterSummary {
///     When(\.$mode, .equalTo, .countdown) {
///         Summary("Count down to \(\.$date)")
///     } otherwise: {
///         Summary("Show \(\.$mode)")
///     }
/// }
/// ```
///
/// A parameter with no value passes no test but `.notEqualTo` and `.hasNoValue`.
public struct ParameterSummaryWhenCondition<Intent: AppIntent, WhenCondition: ParameterSummary, Otherwise: ParameterSummary>: ParameterSummary, @unchecked Sendable where WhenCondition.Intent == Intent, Otherwise.Intent == Intent {
    // @unchecked: the test only reads immutable key paths and values.
    let test: (Intent, WidgetFamily?) -> Bool
    let whenTrue: WhenCondition
    let otherwise: Otherwise

    init(test: @escaping (Intent, WidgetFamily?) -> Bool, when: () -> WhenCondition, otherwise: () -> Otherwise) {
        self.test = test
        self.whenTrue = when()
        self.otherwise = otherwise()
    }

    /// The branch the parameter's value chooses.
    public func _resolve(for intent: Intent, family: WidgetFamily?) -> ResolvedParameterSummary? {
        test(intent, family) ? whenTrue._resolve(for: intent, family: family) : otherwise._resolve(for: intent, family: family)
    }
}

extension ParameterSummaryWhenCondition {
    /// Tests whether the parameter has a value.
    public init<Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparisonOperator: HasValueComparisonOperator, @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition, @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise) {
        self.init(
            test: { intent, _ in
                intent[keyPath: keyPath].slotHasSummaryValue == (comparisonOperator == .hasAnyValue)
            }, when: when, otherwise: otherwise)
    }

    /// Compares the parameter to `value` for equality.
    public init<Value: Equatable>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparisonOperator: EquatableComparisonOperator, _ value: Value, @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition, @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {
        self.init(
            test: { intent, _ in
                comparisonOperator.holds(intent[keyPath: keyPath].summaryValue, value)
            }, when: when, otherwise: otherwise)
    }

    /// Compares an optional parameter to `value` for equality.
    public init<Value: Equatable>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value?>>, _ comparisonOperator: EquatableComparisonOperator, _ value: Value, @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition, @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {
        self.init(
            test: { intent, _ in
                comparisonOperator.holds(intent[keyPath: keyPath].summaryValue ?? nil, value)
            }, when: when, otherwise: otherwise)
    }

    /// Compares the parameter to `value` by order.
    public init<Value: Comparable>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparisonOperator: ComparableComparisonOperator, _ value: Value, @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition, @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {
        self.init(
            test: { intent, _ in
                comparisonOperator.holds(intent[keyPath: keyPath].summaryValue, value)
            }, when: when, otherwise: otherwise)
    }

    /// Compares an optional parameter to `value` by order.
    public init<Value: Comparable>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value?>>, _ comparisonOperator: ComparableComparisonOperator, _ value: Value, @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition, @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {
        self.init(
            test: { intent, _ in
                comparisonOperator.holds(intent[keyPath: keyPath].summaryValue ?? nil, value)
            }, when: when, otherwise: otherwise)
    }

    /// Tests whether the parameter is one of `values`.
    public init<Value: Equatable>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparisonOperator: OneOfComparisonOperator, _ values: [Value], @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition, @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {
        self.init(
            test: { intent, _ in
                comparisonOperator.holds(intent[keyPath: keyPath].summaryValue, values)
            }, when: when, otherwise: otherwise)
    }

    /// Tests whether an optional parameter is one of `values`.
    public init<Value: Equatable>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value?>>, _ comparisonOperator: OneOfComparisonOperator, _ values: [Value], @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition, @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {
        self.init(
            test: { intent, _ in
                comparisonOperator.holds(intent[keyPath: keyPath].summaryValue ?? nil, values)
            }, when: when, otherwise: otherwise)
    }

    /// Compares an entity parameter's identifier to `value` for equality.
    public init<Entity: AppEntity>(
        _ keyPath: KeyPath<Intent, IntentParameter<Entity>>, identifier comparisonOperator: EquatableComparisonOperator, _ value: Entity.ID, @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {
        self.init(
            test: { intent, _ in
                comparisonOperator.holds(intent[keyPath: keyPath].summaryValue?.id, value)
            }, when: when, otherwise: otherwise)
    }

    /// Tests an entity parameter's identifier as text (`.hasPrefix`, `.contains`, …).
    public init<Entity: AppEntity>(
        _ keyPath: KeyPath<Intent, IntentParameter<Entity>>, identifier comparisonOperator: StringComparisonOperator, _ value: String, @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition, @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {
        self.init(
            test: { intent, _ in
                comparisonOperator.holds(intent[keyPath: keyPath].summaryValue.map { String(describing: $0.id) }, value)
            }, when: when, otherwise: otherwise)
    }

    /// Compares the family of the widget being configured to `value`.
    public init(widgetFamily comparisonOperator: EquatableComparisonOperator, _ value: IntentWidgetFamily, @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition, @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise) {
        self.init(
            test: { _, family in
                comparisonOperator.holds(family.map(IntentWidgetFamily.init), value)
            }, when: when, otherwise: otherwise)
    }

    /// Tests whether the family of the widget being configured is one of `values`.
    public init(widgetFamily comparisonOperator: OneOfComparisonOperator, _ values: [IntentWidgetFamily], @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition, @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise) {
        self.init(
            test: { _, family in
                comparisonOperator.holds(family.map(IntentWidgetFamily.init), values)
            }, when: when, otherwise: otherwise)
    }
}
