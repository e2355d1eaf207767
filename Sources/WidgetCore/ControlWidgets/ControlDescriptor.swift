import Foundation

/// A control configuration with its types erased: its kind and modifiers, the template it makes
/// for a value, and the provider's values. Not API: made by the configurations, read by the
/// renderer.
public struct _ControlDescriptor {
    /// The control's kind.
    package var kind: String
    /// The name set with `displayName(_:)`; `nil`: the app's name.
    package var displayName: String?
    /// The description set with `description(_:)`.
    package var description: String?
    /// Whether `promptsForUserConfiguration()` was set.
    package var promptsForUserConfiguration = false
    /// The name of the provider's value type (`nil`: no provider, the template takes no value).
    package var valueTypeName: String?
    /// The template for a value (`nil` when the value is not of the provider's type).
    package var makeTemplate: (Any?) -> _ResolvedControlTemplate?
    /// The provider's preview value (`nil` without a provider).
    package var previewValue: () -> Any?
    /// The provider's current value (`nil` without a provider).
    package var currentValue: () async throws -> Any?

    /// A descriptor whose template takes no value.
    package init(kind: String, template: @escaping () -> _ResolvedControlTemplate) {
        self.kind = kind
        self.makeTemplate = { _ in template() }
        self.previewValue = { nil }
        self.currentValue = { nil }
    }

    /// A descriptor whose template takes values of type `Value`.
    package init<Value>(
        kind: String, valueType: Value.Type, template: @escaping (Value) -> _ResolvedControlTemplate, preview: @escaping () -> Value,
        current: @escaping () async throws -> Value
    ) {
        self.kind = kind
        self.valueTypeName = String(describing: Value.self)
        self.makeTemplate = { value in (value as? Value).map(template) }
        self.previewValue = { preview() }
        self.currentValue = { try await current() }
    }

    /// The name the system shows for the control: ``displayName``, else `appName`.
    package func name(appName: String) -> String { displayName ?? appName }
}
