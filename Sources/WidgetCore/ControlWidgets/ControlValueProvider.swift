import Foundation

/// An intent that configures a control, as App Intents' `ControlConfigurationIntent`.
///
/// Like a widget's configuration intent it only holds parameters, so it needs no `perform()`:
///
/// ```swift
/// struct TimerConfiguration: ControlConfigurationIntent {
///     static let title: LocalizedStringResource = "Timer Name Configuration"
///     @Parameter(title: "Timer Name", default: "Timer") var timerName: String
/// }
/// ```
public protocol ControlConfigurationIntent: AppIntent {}

extension ControlConfigurationIntent {
    /// Does nothing: a configuration intent only holds its parameters.
    public func perform() async throws -> IntentResultContainer<_IntentResultNothing, _IntentResultNothing, _IntentResultNothing, _IntentResultNothing> {
        .result()
    }
}

/// Supplies a control's value, as WidgetKit's `ControlValueProvider`.
///
/// The controls gallery shows ``previewValue``; the control itself shows
/// ``currentValue()``. A render uses the preview value unless it is given another
/// (`ControlValue`).
public protocol ControlValueProvider {
    /// The value type.
    associatedtype Value
    /// The value shown in the controls gallery.
    var previewValue: Value { get }
    /// The current value.
    func currentValue() async throws -> Value
}

/// Supplies a configurable control's value, as WidgetKit's `AppIntentControlValueProvider`.
public protocol AppIntentControlValueProvider {
    /// The value type.
    associatedtype Value
    /// The configuration intent.
    associatedtype Configuration: ControlConfigurationIntent
    /// The value shown in the controls gallery for `configuration`.
    func previewValue(configuration: Configuration) -> Value
    /// The current value for `configuration`.
    func currentValue(configuration: Configuration) async throws -> Value
}
