import Foundation

/// A control configuration that the person does not configure, as WidgetKit's
/// `StaticControlConfiguration`.
///
/// ```swift
/// StaticControlConfiguration(kind: "lights", provider: LightsProvider()) { isOn in
///     ControlWidgetToggle("Lights", systemImage: "lightbulb", isOn: isOn, action: SetLightsIntent())
/// }
/// ```
public struct StaticControlConfiguration<Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
    /// What the renderer needs of the configuration. Not API.
    public let _controlDescriptor: _ControlDescriptor

    /// A configuration whose template takes no value.
    public init(kind: String, @ControlWidgetTemplateBuilder content: @escaping () -> Content) {
        _controlDescriptor = _ControlDescriptor(kind: kind) { content()._resolvedControl }
    }

    /// A configuration whose template shows the value `provider` supplies.
    public init<Provider: ControlValueProvider>(kind: String, provider: Provider, @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content) {
        _controlDescriptor = _ControlDescriptor(
            kind: kind, valueType: Provider.Value.self, template: { content($0)._resolvedControl }, preview: { provider.previewValue },
            current: { try await provider.currentValue() })
    }
}
