import Foundation

/// An action or a configuration, as App Intents' `AppIntent`: interactive widgets run one when
/// a `Button(intent:)` or `Toggle(isOn:intent:)` is tapped.
///
/// ```swift
/// struct ToggleTaskIntent: AppIntent {
///     static var title: LocalizedStringResource { "Toggle Task" }
///     @Parameter(title: "Task ID") var id: String
///     init() {}
///     init(id: String) { self.id = id }
///     func perform() async throws -> some IntentResult {
///         TaskStore.shared.toggle(id)
///         return .result()
///     }
/// }
/// ```
///
/// The renderer runs `perform()` when a test taps the control (`renderer.tap(_:on:)`).
/// Parameters with no value and no default are filled as the system fills a widget's
/// configuration: an `AppEnum` with its first case, an `AppEntity` with its query's
/// `defaultResult()`; any other is a clear error naming the parameter.
public protocol AppIntent: Sendable {
    /// The result type of ``perform()``.
    associatedtype PerformResult: IntentResult
    /// The summary of the parameters shown in Shortcuts.
    associatedtype SummaryContent: ParameterSummary = _EmptyParameterSummary<Self>

    /// The name of the intent.
    static var title: LocalizedStringResource { get }
    /// What the intent does (`nil` by default).
    static var description: IntentDescription? { get }
    /// Whether Shortcuts and Spotlight list the intent (true by default).
    static var isDiscoverable: Bool { get }
    /// Whether running it opens the app (false by default).
    static var openAppWhenRun: Bool { get }
    /// Where the intent may run (every target by default).
    static var allowedExecutionTargets: IntentExecutionTargets { get }
    /// Whether the device must be unlocked (`.alwaysAllowed` by default).
    static var authenticationPolicy: IntentAuthenticationPolicy { get }
    /// How Shortcuts summarises the parameters.
    @ParameterSummaryBuilder<Self>
    static var parameterSummary: SummaryContent { get }

    /// Creates the intent with its parameters' defaults.
    init()
    /// Runs the intent.
    func perform() async throws -> PerformResult
}

extension AppIntent {
    /// No description.
    public static var description: IntentDescription? { nil }
    /// Listed in Shortcuts and Spotlight.
    public static var isDiscoverable: Bool { true }
    /// Does not open the app.
    public static var openAppWhenRun: Bool { false }
    /// Every target.
    public static var allowedExecutionTargets: IntentExecutionTargets { .all }
    /// Always allowed.
    public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }
    /// The property-wrapper type of `@Parameter` inside an intent.
    public typealias Parameter<Value> = IntentParameter<Value>
}

extension AppIntent where SummaryContent == _EmptyParameterSummary<Self> {
    /// No summary.
    public static var parameterSummary: _EmptyParameterSummary<Self> { _EmptyParameterSummary() }
}

/// When an intent may run without unlocking, as App Intents' `IntentAuthenticationPolicy`.
public enum IntentAuthenticationPolicy: Sendable, Hashable {
    /// Runs on a locked device.
    case alwaysAllowed
    /// Needs an authenticated user.
    case requiresAuthentication
    /// Needs the device unlocked.
    case requiresLocalDeviceAuthentication
}

/// The processes an intent may run in (accepted; the renderer runs every intent in-process).
public struct IntentExecutionTargets: OptionSet, Sendable, Hashable {
    /// The bit mask.
    public let rawValue: Int
    /// Creates targets from a bit mask.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The main app.
    public static let main = IntentExecutionTargets(rawValue: 1)
    /// The widget extension.
    public static let widgetExtension = IntentExecutionTargets(rawValue: 2)
    /// An App Intents extension.
    public static let appIntentsExtension = IntentExecutionTargets(rawValue: 4)
    /// Every target.
    public static let all: IntentExecutionTargets = [.main, .widgetExtension, .appIntentsExtension]
}

/// An intent that configures a widget (`AppIntentConfiguration`), as App Intents'
/// `WidgetConfigurationIntent`.
public protocol WidgetConfigurationIntent: AppIntent {}

extension WidgetConfigurationIntent {
    /// Does nothing: a configuration intent only holds its parameters.
    public func perform() async throws -> IntentResultContainer<_IntentResultNothing, _IntentResultNothing, _IntentResultNothing, _IntentResultNothing> {
        .result()
    }
}
