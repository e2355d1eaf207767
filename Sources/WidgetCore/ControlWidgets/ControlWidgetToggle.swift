import Foundation

/// A control that turns something on or off, as WidgetKit's `ControlWidgetToggle`.
///
/// A press runs `action` with its `value` set to the opposite of `isOn`. The value label
/// (by default "On" or "Off") is the value Control Center shows beside the title; when it is a
/// `Label`, its symbol replaces the label's for that state.
///
/// ```swift
/// ControlWidgetToggle("Lights", isOn: isOn, action: SetLightsIntent()) { isOn in
///     Label(isOn ? "On" : "Off", systemImage: isOn ? "lightbulb.fill" : "lightbulb")
/// }
/// .tint(.yellow)
/// ```
public struct ControlWidgetToggle<Label: View, ValueLabel: View, Action: SetValueIntent>: ControlWidgetTemplate where Action.ValueType == Bool {
    let isOn: Bool
    let action: Action
    let label: Label
    let valueLabel: ((Bool) -> ValueLabel)?

    /// A toggle in state `isOn` that sets `action`'s value, with a label and a value label per state.
    public init(isOn: Bool, action: Action, @ViewBuilder label: () -> Label, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel) {
        self.isOn = isOn
        self.action = action
        self.label = label()
        self.valueLabel = valueLabel
    }

    /// The template as the renderer reads it. Not API.
    public var _resolvedControl: _ResolvedControlTemplate {
        var current = action
        current.value = isOn
        let base = action
        let erasedValueLabel = valueLabel.map { make in { (state: Bool) in AnyView(make(state)) } }
        var template = _ResolvedControlTemplate(kind: .toggle, isOn: isOn, label: AnyView(label), valueLabel: erasedValueLabel, action: current)
        template.settingValue = { state in
            var intent = base
            intent.value = state
            return intent
        }
        return template
    }
}

extension ControlWidgetToggle where ValueLabel == Text {
    /// A toggle with a label whose value reads "On" or "Off".
    public init(isOn: Bool, action: Action, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.action = action
        self.label = label()
        self.valueLabel = nil
    }
}

extension ControlWidgetToggle where Label == Text {
    /// A toggle titled `titleKey` with a value label per state.
    public init(_ titleKey: LocalizedStringKey, isOn: Bool, action: Action, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel) {
        self.init(isOn: isOn, action: action, label: { Text(titleKey) }, valueLabel: valueLabel)
    }

    /// A toggle titled `title` with a value label per state.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Bool, action: Action, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel) {
        self.init(isOn: isOn, action: action, label: { Text(title) }, valueLabel: valueLabel)
    }
}

extension ControlWidgetToggle where Label == Text, ValueLabel == Text {
    /// A toggle titled `titleKey` whose value reads "On" or "Off".
    public init(_ titleKey: LocalizedStringKey, isOn: Bool, action: Action) {
        self.init(isOn: isOn, action: action) { Text(titleKey) }
    }

    /// A toggle titled `title` whose value reads "On" or "Off".
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Bool, action: Action) {
        self.init(isOn: isOn, action: action) { Text(title) }
    }
}

extension ControlWidgetToggle where Label == WidgetCore.Label<Text, Image>, ValueLabel == Text {
    /// A toggle titled `titleKey` with the bundled symbol `systemImage`, whose value reads "On" or "Off".
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Bool, action: Action) {
        self.init(isOn: isOn, action: action) { WidgetCore.Label(titleKey, systemImage: systemImage) }
    }

    /// A toggle titled `title` with the bundled symbol `systemImage`, whose value reads "On" or "Off".
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Bool, action: Action) {
        self.init(isOn: isOn, action: action) { WidgetCore.Label(title, systemImage: systemImage) }
    }
}
