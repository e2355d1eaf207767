import Foundation

/// A control template with its types erased: what it is (a button or a toggle and its state),
/// its label views, its action and its modifiers. Not API: made by the templates, read by the
/// composer, the hint and the renderer's simulated tap.
public struct _ResolvedControlTemplate {
    /// A button or a toggle.
    package enum Kind: Sendable, Hashable {
        /// `ControlWidgetButton`: runs its action.
        case button
        /// `ControlWidgetToggle`: sets its action's value to the opposite of its state.
        case toggle
    }

    /// A button or a toggle.
    package var kind: Kind
    /// A toggle's state (`false` for a button).
    package var isOn: Bool
    /// The label: its title and symbol.
    package var label: AnyView
    /// A toggle's value label for a state (`nil`: "On" and "Off").
    package var valueLabel: ((Bool) -> AnyView)?
    /// The intent a press runs (a toggle's with its current value).
    package var action: any AppIntent
    /// A toggle's intent with its value set to a state.
    package var settingValue: ((Bool) -> any AppIntent)?
    /// The tint set with the template's `tint(_:)`.
    package var tint: Color?
    /// The text set with `controlWidgetActionHint(_:)`.
    package var actionHint: Text?
    /// The text set with `controlWidgetStatus(_:)`.
    package var status: Text?
    /// Whether `privacySensitive()` was set: redacted while the device is locked.
    package var isPrivacySensitive = false
    /// Whether the control is drawn inactive whatever its state, as the controls gallery draws
    /// its preview value.
    package var isInactive = false

    /// Whether a press opens the app (an `OpenIntent`, or an intent whose `openAppWhenRun` is set).
    package var opensApp: Bool {
        action is any OpenIntent || type(of: action).openAppWhenRun
    }

    /// The label's title and symbol.
    package var labelParts: ControlLabelParts { ControlLabelParts(label) }

    /// The value label of `state`: the template's, else "On" or "Off".
    package func valueParts(_ state: Bool) -> ControlLabelParts {
        guard let valueLabel else { return ControlLabelParts(AnyView(Text(verbatim: state ? "On" : "Off"))) }
        return ControlLabelParts(valueLabel(state))
    }

    /// The text shown as the control's value: a toggle's value label for its state; a button's
    /// status, if any.
    package var valueText: String? {
        switch kind {
        case .toggle: return valueParts(isOn).titleText
        case .button: return status?.plainText
        }
    }

    /// The symbol of the current state: the value label's when it has one, else the label's.
    package var symbol: AnyView? {
        if kind == .toggle, let icon = valueParts(isOn).icon { return icon }
        return labelParts.icon
    }

    /// The template flipped to the other state (a toggle), as after a press.
    package var flipped: _ResolvedControlTemplate {
        var copy = self
        guard kind == .toggle else { return copy }
        copy.isOn.toggle()
        copy.isInactive = false
        if let settingValue { copy.action = settingValue(copy.isOn) }
        return copy
    }
}
