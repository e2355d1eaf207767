import Foundation

/// How a toggle looks, as SwiftUI's `ToggleStyle`: `.switch` (the default in widgets),
/// `.button`, `.automatic`, or a custom style.
public protocol ToggleStyle {
    /// The styled toggle's type.
    associatedtype Body: View
    /// The properties of the toggle being styled.
    typealias Configuration = ToggleStyleConfiguration
    /// The styled toggle.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ToggleStyle`` is given, as SwiftUI's `ToggleStyleConfiguration`.
public struct ToggleStyleConfiguration {
    /// The toggle's label.
    public struct Label: View, PrimitiveView {
        /// Built in: makes its own nodes instead of resolving a `body`.
        public static func _resolveNodes(_ view: Self, in context: _ResolveContext) -> _ResolvedNodes { context.primitive(view) }

        let content: AnyView
        /// Never called: the label is a primitive view.
        public var body: Never { primitiveBody() }
        func resolve(in context: ResolveScope) -> [ViewNode] { context.resolve(content) }
    }
    /// The label.
    public let label: Label
    /// Whether the toggle is on (setting it does nothing in a widget).
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values, some on and some off.
    public var isMixed: Bool { false }
}

/// The iOS switch: the label leading, the 51 × 31 pt switch trailing (on: the tint if one is
/// set, else green; off: the grey fill; a white 27 pt knob).
public struct SwitchToggleStyle: ToggleStyle {
    /// Creates the style.
    public init() {}
    /// The label, a flexible space and the switch.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            configuration.label
            Spacer(minLength: 0)
            SwitchTrack(isOn: configuration.isOn)
        }
    }
}

/// A toggle drawn as a button: bordered when off, bordered-prominent (the tint) when on.
public struct ButtonToggleStyle: ToggleStyle {
    /// Creates the style.
    public init() {}
    /// The label in the button look of its state.
    public func makeBody(configuration: Configuration) -> some View {
        ButtonChrome(look: configuration.isOn ? .borderedProminent : .bordered, role: nil, label: configuration.label)
    }
}

/// The default style: the switch.
public struct DefaultToggleStyle: ToggleStyle {
    /// Creates the style.
    public init() {}
    /// The switch.
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleStyle().makeBody(configuration: configuration)
    }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// The switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button that shows its state.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default style (the switch).
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

struct ToggleStylingKey: EnvironmentKey {
    static let defaultValue: ControlStyleBox<((ToggleStyleConfiguration) -> AnyView)?> = ControlStyleBox(nil)
}

extension EnvironmentValues {
    var toggleStyling: ((ToggleStyleConfiguration) -> AnyView)? {
        get { self[ToggleStylingKey.self].value }
        set { self[ToggleStylingKey.self] = ControlStyleBox(newValue) }
    }
}

extension View {
    /// Sets the style of the toggles in the view.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChanged { $0.toggleStyling = { AnyView(style.makeBody(configuration: $0)) } }
    }
}

/// The iOS switch, drawn: a capsule track and a white knob.
struct SwitchTrack: View {
    let isOn: Bool
    @Environment(\.self) private var environment

    /// The track, 51 × 31 pt (UISwitch).
    static var trackSize: CGSize { CGSize(width: 51, height: 31) }
    /// The knob's diameter, 27 pt, inset 2 pt.
    static var knobDiameter: CGFloat { 27 }

    var body: some View {
        let on: AnyShapeStyle = environment.tintStyle ?? AnyShapeStyle(Color.green)
        let off = AnyShapeStyle(Color(.sRGB, red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.16))
        return Capsule()
            .fill(isOn ? on : off)
            .overlay(alignment: isOn ? .trailing : .leading) {
                Circle()
                    .fill(Color.white)
                    .overlay(Circle().strokeBorder(Color.black.opacity(0.06), lineWidth: 0.5))
                    .frame(width: Self.knobDiameter, height: Self.knobDiameter)
                    .padding(2)
            }
            .frame(width: Self.trackSize.width, height: Self.trackSize.height)
    }
}
