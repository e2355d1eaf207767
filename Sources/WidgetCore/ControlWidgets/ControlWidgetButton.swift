import Foundation

/// A control that runs an App Intent when pressed, as WidgetKit's `ControlWidgetButton`.
///
/// ```swift
/// ControlWidgetButton(action: StartTimerIntent()) {
///     Label("Start Timer", systemImage: "timer")
/// }
/// ```
///
/// An ``OpenIntent`` opens the app ("Hold to Open …" on the Action button).
public struct ControlWidgetButton<Label: View, Action: AppIntent>: ControlWidgetTemplate {
    let action: Action
    let label: Label

    /// A button that runs `action`, labelled by `label` (a `Label`, `Text` or `Image`).
    public init(action: Action, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    /// The template as the renderer reads it. Not API.
    public var _resolvedControl: _ResolvedControlTemplate {
        _ResolvedControlTemplate(kind: .button, isOn: false, label: AnyView(label), action: action)
    }
}

extension ControlWidgetButton where Label == Text {
    /// A button titled `titleKey` that runs `action`.
    public init(_ titleKey: LocalizedStringKey, action: Action) {
        self.init(action: action) { Text(titleKey) }
    }

    /// A button titled `title` that runs `action`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: Action) {
        self.init(action: action) { Text(title) }
    }
}

extension ControlWidgetButton where Label == WidgetCore.Label<Text, Image> {
    /// A button titled `titleKey` with the bundled symbol `systemImage` that runs `action`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: Action) {
        self.init(action: action) { WidgetCore.Label(titleKey, systemImage: systemImage) }
    }

    /// A button titled `title` with the bundled symbol `systemImage` that runs `action`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: Action) {
        self.init(action: action) { WidgetCore.Label(title, systemImage: systemImage) }
    }
}
