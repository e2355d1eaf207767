import Foundation

/// A control that switches something on or off, as SwiftUI's `Toggle`.
///
/// In a widget only `Toggle(isOn:intent:)` does something: its frame is recorded as a tap
/// target and `renderer.tap(_:on:)` runs the intent, first rendering the toggle flipped (the
/// optimistic state iOS shows while the intent runs). `Toggle(isOn:)` with a binding is drawn,
/// but a tap never changes it in a widget (reported).
///
/// ```swift
/// Toggle(isOn: item.isDone, intent: ToggleTodoIntent(id: item.id)) {
///     Text(item.title)
/// }
/// .toggleStyle(.switch)
/// ```
public struct Toggle<Label: View>: View, PrimitiveView {
    /// Built in: makes its own nodes instead of resolving a `body`.
    public static func _resolveNodes(_ view: Self, in context: _ResolveContext) -> _ResolvedNodes { context.primitive(view) }

    let label: Label
    let isOn: Bool
    let intent: (any AppIntent)?

    /// A toggle bound to a value; taps never change it in a widget (reported).
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.isOn = isOn.wrappedValue
        self.intent = nil
    }

    /// A toggle that runs `intent` when tapped.
    public init<I: AppIntent>(isOn: Bool, intent: I, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.isOn = isOn
        self.intent = intent
    }

    /// Never called: `Toggle` is a primitive view.
    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveScope) -> [ViewNode] {
        let ordinal = context.environment.toggleCounter?.next()
        let shown = ordinal != nil && ordinal == context.environment.optimisticToggle ? !isOn : isOn
        if intent == nil {
            context.report(Diagnostic(.ignoredInteraction, "Toggle(isOn:) with a binding does nothing when tapped in a widget; use Toggle(isOn:intent:) with an AppIntent that changes the value."))
        }
        let configuration = ToggleStyleConfiguration(label: .init(content: AnyView(label)), isOn: .constant(shown))
        let custom = context.environment.toggleStyling?(configuration)
        guard let child = context.resolveSingle(custom ?? AnyView(DefaultToggleStyle().makeBody(configuration: configuration))) else { return [] }
        let action: TapAction = intent.map { .intent($0, toggleOrdinal: ordinal) } ?? .none
        return [context.controlNode(TapTargetPrimitive(kind: .toggle, action: action, isOn: shown), child: child, dimmedBySwiftUI: custom == nil)]
    }
}

extension Toggle where Label == Text {
    /// A toggle titled with a localized key, bound to a value.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// A toggle titled with a string, bound to a value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }

    /// A toggle titled with a localized key that runs `intent`.
    public init<I: AppIntent>(_ titleKey: LocalizedStringKey, isOn: Bool, intent: I) {
        self.init(isOn: isOn, intent: intent) { Text(titleKey) }
    }

    /// A toggle titled with a string that runs `intent`.
    @_disfavoredOverload
    public init<S: StringProtocol, I: AppIntent>(_ title: S, isOn: Bool, intent: I) {
        self.init(isOn: isOn, intent: intent) { Text(title) }
    }

    /// A toggle titled with a string resource, bound to `isOn` (never changed in a widget).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleResource) }
    }

    /// A toggle titled with a string resource that runs `intent`.
    @_disfavoredOverload
    public init<I: AppIntent>(_ titleResource: LocalizedStringResource, isOn: Bool, intent: I) {
        self.init(isOn: isOn, intent: intent) { Text(titleResource) }
    }
}

/// Numbers the toggles of one render in resolve order, so a tap can name the toggle to show
/// flipped when the same entry is rendered again.
package final class ToggleCounter: @unchecked Sendable {
    // @unchecked: guarded by `lock`.
    private let lock = NSLock()
    private var count = 0

    package init() {}

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        return count - 1
    }
}

struct ToggleCounterKey: EnvironmentKey { static let defaultValue: ToggleCounter? = nil }
struct OptimisticToggleKey: EnvironmentKey { static let defaultValue: Int? = nil }

extension EnvironmentValues {
    /// The counter of the render's toggles (set by the renderer for widget renders). Not API.
    package var toggleCounter: ToggleCounter? {
        get { self[ToggleCounterKey.self] }
        set { self[ToggleCounterKey.self] = newValue }
    }

    /// The toggle drawn flipped, by resolve-order number (a tap's optimistic state). Not API.
    package var optimisticToggle: Int? {
        get { self[OptimisticToggleKey.self] }
        set { self[OptimisticToggleKey.self] = newValue }
    }
}
