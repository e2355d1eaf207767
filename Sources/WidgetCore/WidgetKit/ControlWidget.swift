import Foundation

/// A control for Control Center, the Lock Screen or the Action button, as WidgetKit's
/// `ControlWidget` (iOS 18). Bundles that list controls compile; controls do not render yet
/// (rendering one is an error that says so).
public protocol ControlWidget {
    /// The type of the control's configuration.
    associatedtype Body: ControlWidgetConfiguration
    /// Creates the control.
    init()
    /// The control's configuration.
    @ControlWidgetConfigurationBuilder var body: Body { get }
}

/// A control's configuration, as WidgetKit's `ControlWidgetConfiguration`.
public protocol ControlWidgetConfiguration {
    /// The control's kind. Not API.
    var _controlKind: String { get }
}

/// Builds a control's configuration.
@resultBuilder
public enum ControlWidgetConfigurationBuilder {
    /// One configuration.
    public static func buildBlock<C: ControlWidgetConfiguration>(_ content: C) -> C { content }
}

/// What a control shows: a button or a toggle, as WidgetKit's `ControlWidgetTemplate`.
public protocol ControlWidgetTemplate {}

/// Builds a control's template.
@resultBuilder
public enum ControlWidgetTemplateBuilder {
    /// One template.
    public static func buildBlock<T: ControlWidgetTemplate>(_ content: T) -> T { content }
}

/// A control configuration without a value provider, as WidgetKit's `StaticControlConfiguration`.
public struct StaticControlConfiguration<Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
    /// The control's kind. Not API.
    public let _controlKind: String
    /// Creates a configuration.
    public init(kind: String, @ControlWidgetTemplateBuilder content: () -> Content) { _controlKind = kind }
    /// Creates a configuration whose value comes from `provider`.
    public init<Provider: ControlValueProvider>(kind: String, provider: Provider, @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content) { _controlKind = kind }
}

/// A control configuration with an App Intent, as WidgetKit's `AppIntentControlConfiguration`.
public struct AppIntentControlConfiguration<Intent: ControlConfigurationIntent, Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
    /// The control's kind. Not API.
    public let _controlKind: String
    /// Creates a configuration whose value comes from `provider`.
    public init<Provider: AppIntentControlValueProvider>(kind: String, intent: Intent.Type = Intent.self, provider: Provider, @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content) where Provider.Configuration == Intent {
        _controlKind = kind
    }
}

/// An intent that configures a control, as App Intents' `ControlConfigurationIntent`.
public protocol ControlConfigurationIntent: AppIntent {}

/// Supplies a control's value, as WidgetKit's `ControlValueProvider`.
public protocol ControlValueProvider {
    /// The value type.
    associatedtype Value
    /// The value shown in the gallery.
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
    /// The value shown in the gallery.
    func previewValue(configuration: Configuration) -> Value
    /// The current value.
    func currentValue(configuration: Configuration) async throws -> Value
}

extension ControlWidgetConfiguration {
    /// Sets the control's name (recorded nowhere yet).
    public func displayName(_ name: LocalizedStringResource) -> Self { self }
    /// Sets the control's description (recorded nowhere yet).
    public func description(_ text: LocalizedStringResource) -> Self { self }
}

/// A control button, as WidgetKit's `ControlWidgetButton`.
public struct ControlWidgetButton<Label: View, Action: AppIntent>: ControlWidgetTemplate {
    /// A button that runs `action`.
    public init(action: Action, @ViewBuilder label: () -> Label) {}
}

/// A control toggle, as WidgetKit's `ControlWidgetToggle`.
public struct ControlWidgetToggle<Label: View, ValueLabel: View, Action: SetValueIntent>: ControlWidgetTemplate {
    /// A toggle that sets `action`'s value.
    public init(isOn: Bool, action: Action, @ViewBuilder label: () -> Label, @ViewBuilder valueLabel: (Bool) -> ValueLabel) {}
}

extension ControlWidgetToggle where Label == Text {
    /// A toggle with a title that sets `action`'s value.
    public init(_ title: LocalizedStringKey, isOn: Bool, action: Action, @ViewBuilder valueLabel: (Bool) -> ValueLabel) {}
}
