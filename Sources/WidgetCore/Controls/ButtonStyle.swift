import Foundation

/// How a button looks, as SwiftUI's `ButtonRole`.
public struct ButtonRole: Sendable, Hashable {
    let name: String
    /// A destructive action: the label is red.
    public static let destructive = ButtonRole(name: "destructive")
    /// Cancels.
    public static let cancel = ButtonRole(name: "cancel")
}

/// A built-in button style, as SwiftUI's `PrimitiveButtonStyle` (`.plain`, `.bordered`,
/// `.borderedProminent`, `.borderless`, `.automatic`).
///
/// How they are drawn (the system's values are not published; chosen to match iOS 17–18
/// widgets by eye): bordered and bordered-prominent labels get 12 pt horizontal and 7 pt
/// vertical padding on a continuous rounded rectangle of radius 8; bordered fills it with
/// `.fill.tertiary` and draws the label in the tint, prominent fills it with the tint and
/// draws the label white; borderless draws the label in the tint; plain draws it as is.
/// `.automatic` in a widget is bordered.
public protocol PrimitiveButtonStyle {
    /// The built-in look. Not API.
    var _look: ButtonLook { get }
}

/// The built-in looks. Not API.
public enum ButtonLook: Sendable, Hashable {
    case plain, borderless, bordered, borderedProminent
}

/// The default style: bordered in widgets.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
    /// Bordered.
    public var _look: ButtonLook { .bordered }
}

/// The label as is.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
    /// Plain.
    public var _look: ButtonLook { .plain }
}

/// The label in the tint colour.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
    /// Borderless.
    public var _look: ButtonLook { .borderless }
}

/// A tinted label on a light fill.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
    /// Bordered.
    public var _look: ButtonLook { .bordered }
}

/// A white label on the tint.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
    /// Bordered prominent.
    public var _look: ButtonLook { .borderedProminent }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default style.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The label as is.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// The label in the tint colour.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A tinted label on a light fill.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A white label on the tint.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// A custom button look, as SwiftUI's `ButtonStyle`.
public protocol ButtonStyle {
    /// The styled button's type.
    associatedtype Body: View
    /// The properties of the button being styled.
    typealias Configuration = ButtonStyleConfiguration
    /// The styled button.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ButtonStyle`` is given, as SwiftUI's `ButtonStyleConfiguration`.
public struct ButtonStyleConfiguration {
    /// The button's label.
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
    /// Whether the button is pressed: never in a still image.
    public let isPressed: Bool
    /// The button's role.
    public let role: ButtonRole?
}

/// The button style in the environment.
enum ButtonStyling {
    case builtIn(ButtonLook)
    case custom((ButtonStyleConfiguration) -> AnyView)
}

struct ButtonStylingKey: EnvironmentKey {
    static let defaultValue = ControlStyleBox(ButtonStyling.builtIn(.bordered))
}

/// A value the environment carries but Swift cannot prove `Sendable` (closures of styles);
/// only read while one render resolves.
struct ControlStyleBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

extension EnvironmentValues {
    var buttonStyling: ButtonStyling {
        get { self[ButtonStylingKey.self].value }
        set { self[ButtonStylingKey.self] = ControlStyleBox(newValue) }
    }
}

extension View {
    /// Sets the style of the buttons in the view: `.plain`, `.bordered`, `.borderedProminent`,
    /// `.borderless` or `.automatic`.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        let look = style._look
        return environmentChanged { $0.buttonStyling = .builtIn(look) }
    }

    /// Sets a custom button style for the buttons in the view.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChanged { $0.buttonStyling = .custom { AnyView(style.makeBody(configuration: $0)) } }
    }
}

/// The built-in button looks, drawn.
struct ButtonChrome<Label: View>: View {
    let look: ButtonLook
    let role: ButtonRole?
    let label: Label
    var borderShape: ButtonBorderShape = .automatic

    /// Padding of bordered labels: 12 pt horizontal, 7 pt vertical (by eye, iOS 17–18).
    static var horizontalPadding: CGFloat { 12 }
    static var verticalPadding: CGFloat { 7 }
    /// Corner radius of the bordered shape (by eye, iOS 17–18).
    static var cornerRadius: CGFloat { 8 }

    var body: some View {
        switch look {
        case .plain:
            label
        case .borderless:
            label.foregroundStyle(role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(.tint))
        case .bordered:
            label
                .foregroundStyle(role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(.tint))
                .padding(.horizontal, Self.horizontalPadding)
                .padding(.vertical, Self.verticalPadding)
                .background(border(.fill.tertiary))
        case .borderedProminent:
            label
                .foregroundStyle(Color.white)
                .padding(.horizontal, Self.horizontalPadding)
                .padding(.vertical, Self.verticalPadding)
                .background(border(role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(.tint)))
        }
    }

    /// The bordered shape (``ButtonBorderShape``), filled with `style`.
    @ViewBuilder
    private func border<S: ShapeStyle>(_ style: S) -> some View {
        switch borderShape.kind {
        case .automatic, .roundedRectangle(nil):
            RoundedRectangle(cornerRadius: Self.cornerRadius, style: .continuous).fill(style)
        case .roundedRectangle(let radius?):
            RoundedRectangle(cornerRadius: radius, style: .continuous).fill(style)
        case .capsule:
            Capsule().fill(style)
        case .circle:
            Circle().fill(style)
        }
    }
}
