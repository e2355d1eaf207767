import Foundation

/// A control configuration the person configures with an App Intent, as WidgetKit's
/// `AppIntentControlConfiguration`. A render uses the intent's defaults (`Intent()`).
public struct AppIntentControlConfiguration<Intent: ControlConfigurationIntent, Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
    /// What the renderer needs of the configuration. Not API.
    public let _controlDescriptor: _ControlDescriptor

    /// A configuration whose template shows the value `provider` supplies for the intent.
    public init<Provider: AppIntentControlValueProvider>(kind: String, intent: Intent.Type = Intent.self, provider: Provider, @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content)
    where Provider.Configuration == Intent {
        _controlDescriptor = _ControlDescriptor(
            kind: kind, valueType: Provider.Value.self, template: { content($0)._resolvedControl },
            preview: { provider.previewValue(configuration: Intent()) },
            current: { try await provider.currentValue(configuration: Intent()) })
    }
}
