import Foundation

/// An intent the system may suggest, described by predictions, as App Intents' `PredictableIntent`.
///
/// ```swift
/// static var predictionConfiguration: some IntentPredictionConfiguration {
///     IntentPrediction(parameters: \.$city) { city in
///         DisplayRepresentation(title: "Weather in \(city)")
///     }
/// }
/// ```
public protocol PredictableIntent: AppIntent {
    /// The type of ``predictionConfiguration``.
    associatedtype Prediction: IntentPredictionConfiguration
    /// The predictions the system may show.
    @IntentPredictionsBuilder<Self>
    static var predictionConfiguration: Prediction { get }
}

extension PredictableIntent {
    /// The predictions for this intent's values, as the system would show them (WidgetRender's
    /// own); a prediction whose parameters have no value is left out.
    public func predictedDisplayRepresentations() -> [DisplayRepresentation] {
        guard let me = self as? Prediction.Intent else { return [] }
        return Self.predictionConfiguration._displayRepresentations(for: me)
    }
}

/// One or more predictions of an intent, as App Intents' `IntentPredictionConfiguration`.
public protocol IntentPredictionConfiguration {
    /// The intent predicted.
    associatedtype Intent: AppIntent
    /// The display representations for `intent`'s values (implementation detail).
    func _displayRepresentations(for intent: Intent) -> [DisplayRepresentation]
}

/// A prediction of an intent, as App Intents' `IntentPrediction`: a display representation
/// made from some of its parameters' values.
public struct IntentPrediction<Intent: AppIntent, T>: IntentPredictionConfiguration {
    let make: (Intent) -> DisplayRepresentation?

    /// A prediction with no parameters.
    public init(displayRepresentation: @escaping () -> DisplayRepresentation) where T == () {
        make = { _ in displayRepresentation() }
    }

    /// A prediction from one parameter.
    public init<V0>(parameters: KeyPath<Intent, IntentParameter<V0>>, displayRepresentation: @escaping (V0) -> DisplayRepresentation) where T == KeyPath<Intent, IntentParameter<V0>> {
        make = { intent in intent[keyPath: parameters].summaryValue.map(displayRepresentation) }
    }

    /// A prediction from two parameters.
    public init<V0, V1>(parameters: (KeyPath<Intent, IntentParameter<V0>>, KeyPath<Intent, IntentParameter<V1>>), displayRepresentation: @escaping (V0, V1) -> DisplayRepresentation)
    where T == (KeyPath<Intent, IntentParameter<V0>>, KeyPath<Intent, IntentParameter<V1>>) {
        make = { intent in
            guard let v0 = intent[keyPath: parameters.0].summaryValue, let v1 = intent[keyPath: parameters.1].summaryValue else { return nil }
            return displayRepresentation(v0, v1)
        }
    }

    /// A prediction from three parameters.
    public init<V0, V1, V2>(parameters: (KeyPath<Intent, IntentParameter<V0>>, KeyPath<Intent, IntentParameter<V1>>, KeyPath<Intent, IntentParameter<V2>>), displayRepresentation: @escaping (V0, V1, V2) -> DisplayRepresentation)
    where T == (KeyPath<Intent, IntentParameter<V0>>, KeyPath<Intent, IntentParameter<V1>>, KeyPath<Intent, IntentParameter<V2>>) {
        make = { intent in
            guard let v0 = intent[keyPath: parameters.0].summaryValue, let v1 = intent[keyPath: parameters.1].summaryValue,
                let v2 = intent[keyPath: parameters.2].summaryValue
            else { return nil }
            return displayRepresentation(v0, v1, v2)
        }
    }

    /// The representation, when the parameters have values.
    public func _displayRepresentations(for intent: Intent) -> [DisplayRepresentation] { make(intent).map { [$0] } ?? [] }
}

/// Several predictions of an intent, as App Intents' `TupleIntentPrediction`.
public struct TupleIntentPrediction<Intent: AppIntent, T>: IntentPredictionConfiguration {
    let parts: [(Intent) -> [DisplayRepresentation]]

    /// Every prediction's representations, in order.
    public func _displayRepresentations(for intent: Intent) -> [DisplayRepresentation] { parts.flatMap { $0(intent) } }
}

/// Builds an intent's predictions, as App Intents' `IntentPredictionsBuilder`.
@resultBuilder
public enum IntentPredictionsBuilder<Intent: AppIntent> {
    /// A prediction of this intent (gives `IntentPrediction(parameters: \.$city)` its intent).
    public static func buildExpression<T>(_ expression: IntentPrediction<Intent, T>) -> IntentPrediction<Intent, T> { expression }
    /// Predictions of this intent.
    public static func buildExpression<T>(_ expression: TupleIntentPrediction<Intent, T>) -> TupleIntentPrediction<Intent, T> { expression }
    /// One prediction.
    public static func buildBlock<A0: IntentPredictionConfiguration>(_ block: A0) -> A0 where A0.Intent == Intent { block }
    /// Two predictions.
    public static func buildBlock<A0: IntentPredictionConfiguration, A1: IntentPredictionConfiguration>(_ a0: A0, _ a1: A1) -> TupleIntentPrediction<Intent, (A0, A1)> where A0.Intent == Intent, A1.Intent == Intent {
        TupleIntentPrediction(parts: [a0._displayRepresentations, a1._displayRepresentations])
    }
    /// Three predictions.
    public static func buildBlock<A0: IntentPredictionConfiguration, A1: IntentPredictionConfiguration, A2: IntentPredictionConfiguration>(_ a0: A0, _ a1: A1, _ a2: A2) -> TupleIntentPrediction<Intent, (A0, A1, A2)>
    where A0.Intent == Intent, A1.Intent == Intent, A2.Intent == Intent {
        TupleIntentPrediction(parts: [a0._displayRepresentations, a1._displayRepresentations, a2._displayRepresentations])
    }
}
