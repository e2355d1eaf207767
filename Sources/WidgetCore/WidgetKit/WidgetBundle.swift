import Foundation

/// Several widgets shipped by one extension, as WidgetKit's `WidgetBundle`.
///
/// ```swift
/// @main
/// struct MyWidgets: WidgetBundle {
///     var body: some Widget {
///         StepsWidget()
///         WeatherWidget()
///         if #available(iOS 18.0, *) { TimerControl() }
///         DeliveryLiveActivity()
///     }
/// }
/// MyWidgets().bundleMembers.map(\.kind)   // ["steps", "weather", "timer", "delivery"]
/// ```
public protocol WidgetBundle {
    /// The type of the bundle's content.
    associatedtype Body: Widget
    /// Creates the bundle.
    init()
    /// The widgets, controls and Live Activities of the bundle.
    @WidgetBundleBuilder var body: Body { get }
}

extension WidgetBundle {
    /// The bundle's widgets and controls, in order.
    public var bundleMembers: [WidgetBundleMember] { body._bundleMembers }
}

/// One entry of a bundle: a widget (with its configuration) or a control.
public struct WidgetBundleMember {
    /// The configuration's facts (for a control: its kind, and that it renders by placement).
    public let descriptor: WidgetDescriptor
    /// The Swift type of the widget or control.
    public let type: Any.Type
    /// The widget (`nil` for a control).
    let widget: (any Widget)?
    /// The control (`nil` for a widget).
    let control: (any ControlWidget)?

    /// A member for a widget.
    package init<W: Widget>(_ widget: W) {
        descriptor = widget.body._descriptor
        type = W.self
        self.widget = widget
        control = nil
    }

    /// A member for a control.
    init<C: ControlWidget>(control: C) {
        descriptor = .unrenderable(kind: control.body._controlKind, reason: "\(C.self) is a control (ControlWidget); render it with render(_:placement:value:in:)")
        type = C.self
        widget = nil
        self.control = control
    }

    /// The kind string.
    public var kind: String { descriptor.kind }

    /// One line: `Type "kind": families`, or the reason it is not rendered.
    package var summary: String {
        "\(type) \"\(kind)\": " + (descriptor.unrenderableReason ?? descriptor.families.map(\.rawValue).joined(separator: ", "))
    }

    /// The widget, if the member is one (to pass to the renderer).
    public var widgetValue: (any Widget)? { widget }

    /// The control, if the member is one (to pass to `WidgetRenderer.render(_:placement:value:in:)`).
    public var controlValue: (any ControlWidget)? { control }
}

/// The content of a bundle: its members in order. Rendering it as one widget is an error;
/// render each of ``members``' widgets.
public struct _WidgetBundleContent: Widget {
    /// The members.
    public let members: [WidgetBundleMember]

    /// An empty bundle.
    public init() { members = [] }

    init(members: [WidgetBundleMember]) { self.members = members }

    /// Not renderable: a bundle lists widgets.
    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
}

extension Widget {
    /// The members when the widget is a bundle's content, else the widget itself.
    public var _bundleMembers: [WidgetBundleMember] {
        (self as? _WidgetBundleContent)?.members ?? [WidgetBundleMember(self)]
    }
}

/// Builds a bundle's content, as WidgetKit's `WidgetBundleBuilder`: widgets, controls and
/// Live Activities, with `if`, `if #available` and `for`.
@resultBuilder
public enum WidgetBundleBuilder {
    /// A widget.
    public static func buildExpression<W: Widget>(_ widget: W) -> [WidgetBundleMember] { widget._bundleMembers }
    /// A control.
    public static func buildExpression<C: ControlWidget>(_ control: C) -> [WidgetBundleMember] { [WidgetBundleMember(control: control)] }
    /// The members in order.
    public static func buildBlock(_ parts: [WidgetBundleMember]...) -> [WidgetBundleMember] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [WidgetBundleMember]?) -> [WidgetBundleMember] { part ?? [] }
    /// The first branch of an `if`.
    public static func buildEither(first: [WidgetBundleMember]) -> [WidgetBundleMember] { first }
    /// The second branch of an `if`.
    public static func buildEither(second: [WidgetBundleMember]) -> [WidgetBundleMember] { second }
    /// A branch behind `if #available`.
    public static func buildLimitedAvailability(_ part: [WidgetBundleMember]) -> [WidgetBundleMember] { part }
    /// A `for` loop.
    public static func buildArray(_ parts: [[WidgetBundleMember]]) -> [WidgetBundleMember] { parts.flatMap { $0 } }
    /// The bundle's content.
    public static func buildFinalResult(_ members: [WidgetBundleMember]) -> _WidgetBundleContent { _WidgetBundleContent(members: members) }
}
