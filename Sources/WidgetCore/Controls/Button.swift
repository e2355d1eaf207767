import Foundation

/// A control that runs an App Intent, as SwiftUI's `Button`.
///
/// In a widget only `Button(intent:)` does something: its frame is recorded as a tap target
/// and `renderer.tap(_:on:)` runs the intent. `Button(action:)` compiles and is drawn, but its
/// closure never runs in a widget (reported).
///
/// ```swift
/// Button(intent: ToggleTaskIntent(id: task.id)) {
///     Text(task.isDone ? "Undo" : "Done")
/// }
/// .buttonStyle(.borderedProminent)
/// ```
public struct Button<Label: View>: View, PrimitiveView {
    /// Built in: makes its own nodes instead of resolving a `body`.
    public static func _resolveNodes(_ view: Self, in context: _ResolveContext) -> _ResolvedNodes { context.primitive(view) }

    let label: Label
    let role: ButtonRole?
    let intent: (any AppIntent)?

    /// A button whose closure never runs in a widget (reported).
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button with a role whose closure never runs in a widget (reported).
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
        self.intent = nil
    }

    /// A button that runs `intent`.
    public init<I: AppIntent>(intent: I, @ViewBuilder label: () -> Label) {
        self.init(role: nil, intent: intent, label: label)
    }

    /// A button with a role that runs `intent`.
    public init<I: AppIntent>(role: ButtonRole?, intent: I, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
        self.intent = intent
    }

    /// Never called: `Button` is a primitive view.
    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveScope) -> [ViewNode] {
        if intent == nil {
            context.report(Diagnostic(.ignoredInteraction, "Button(action:) does nothing in a widget (its closure never runs); use Button(intent:) with an AppIntent."))
        }
        let styled: AnyView
        let builtIn: Bool
        switch context.environment.buttonStyling {
        case .builtIn(let look):
            styled = AnyView(ButtonChrome(look: look, role: role, label: label, borderShape: context.environment.buttonBorderShape))
            builtIn = true
        case .custom(let make):
            styled = make(ButtonStyleConfiguration(label: .init(content: AnyView(label)), isPressed: false, role: role))
            builtIn = false
        }
        guard let child = context.resolveSingle(styled) else { return [] }
        let action: TapAction = intent.map { .intent($0, toggleOrdinal: nil) } ?? .none
        return [context.controlNode(TapTargetPrimitive(kind: .button, action: action), child: child, dimmedBySwiftUI: builtIn)]
    }
}

extension Button where Label == Text {
    /// A button titled with a localized key whose closure never runs in a widget.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// A button titled with a string whose closure never runs in a widget.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// A button titled with a localized key that runs `intent`.
    public init<I: AppIntent>(_ titleKey: LocalizedStringKey, intent: I) {
        self.init(intent: intent) { Text(titleKey) }
    }

    /// A button titled with a string that runs `intent`.
    @_disfavoredOverload
    public init<S: StringProtocol, I: AppIntent>(_ title: S, intent: I) {
        self.init(intent: intent) { Text(title) }
    }

    /// A button titled with a string resource whose closure never runs in a widget.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleResource) }
    }

    /// A button titled with a string resource that runs `intent`.
    @_disfavoredOverload
    public init<I: AppIntent>(_ titleResource: LocalizedStringResource, intent: I) {
        self.init(intent: intent) { Text(titleResource) }
    }
}
