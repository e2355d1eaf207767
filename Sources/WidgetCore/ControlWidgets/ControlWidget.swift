import Foundation

/// A control for Control Center, the Lock Screen or the Action button, as WidgetKit's
/// `ControlWidget` (iOS 18).
///
/// ```swift
/// struct TimerToggle: ControlWidget {
///     var body: some ControlWidgetConfiguration {
///         StaticControlConfiguration(kind: "timer", provider: TimerValueProvider()) { isRunning in
///             ControlWidgetToggle("Timer", isOn: isRunning, action: ToggleTimerIntent()) { isOn in
///                 Label(isOn ? "Running" : "Stopped", systemImage: "timer")
///             }
///             .tint(.orange)
///         }
///         .displayName("Timer")
///     }
/// }
/// ```
///
/// `WidgetRenderer.render(_:placement:value:in:)` draws one in each place the system shows it.
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
    /// What the renderer needs of the configuration. Not API.
    var _controlDescriptor: _ControlDescriptor { get }
}

extension ControlWidgetConfiguration {
    /// The control's kind. Not API.
    public var _controlKind: String { _controlDescriptor.kind }
}

/// Builds a control's configuration.
@resultBuilder
public enum ControlWidgetConfigurationBuilder {
    /// One configuration.
    public static func buildBlock<C: ControlWidgetConfiguration>(_ content: C) -> C { content }
}

/// What a control shows: a button or a toggle, as WidgetKit's `ControlWidgetTemplate`.
public protocol ControlWidgetTemplate {
    /// The template as the renderer reads it. Not API.
    var _resolvedControl: _ResolvedControlTemplate { get }
}

/// Builds a control's template.
@resultBuilder
public enum ControlWidgetTemplateBuilder {
    /// One template.
    public static func buildBlock<T: ControlWidgetTemplate>(_ content: T) -> T { content }
}
