import Foundation

/// Which value of a control's provider a render shows.
///
/// ```swift
/// try renderer.render(TimerToggle(), placement: .controlCenter(.medium), value: .value(true))
/// ```
public enum ControlValue {
    /// The provider's `previewValue`, in the state it gives (the default).
    case preview
    /// The provider's `previewValue` as the controls gallery shows it: its title, value and
    /// symbol, drawn in the inactive (off) state whatever the value.
    case gallery
    /// The provider's `currentValue()`, run as a timeline provider is (within
    /// ``WidgetRenderer/providerTimeout``).
    case current
    /// A value of the provider's `Value` type.
    case value(Any)
}
