import Foundation
import WidgetRender

/// A control (iOS 18 `ControlWidget`) the command-line tool can render, by name.
///
/// ```swift
/// WidgetRenderCommand.main(widgets: [...], activities: [...], controls: [
///     CatalogControl(name: "focus-timer", control: FocusTimerControl()),
/// ])
/// ```
///
/// `widget-render render focus-timer --placement controlCenter-medium --value on -o out.png`
/// renders one placement; `widget-render sheet focus-timer --output <dir>` draws its contact
/// sheet (`WidgetRenderer/contactSheet(_:title:context:scale:)`), as `sheet --all` does with
/// every control; `widget-render render-all` writes each placement and state as its own PNG.
public struct CatalogControl {
    /// The name used on the command line and in file names.
    public let name: String
    /// Renders the control in a placement, for a value, in a context.
    let render: (WidgetRenderer, ControlPlacement, ControlValue, WidgetContext) throws -> RenderedImage
    /// The control's contact sheet (every placement; a toggle off and on), titled with its name,
    /// at a scale.
    let sheet: (WidgetRenderer, WidgetContext, CGFloat) throws -> ControlContactSheet
    /// The control's states: off and on for a toggle, one (`nil`) for a button
    /// (`WidgetRenderer/controlStates(of:)`).
    let states: (WidgetRenderer) throws -> [Bool?]
    /// Renders the control in a placement with its preview value, a toggle in a state
    /// (`WidgetRenderer/render(_:placement:isOn:in:)`): what `render-all` writes.
    let renderState: (WidgetRenderer, ControlPlacement, Bool?, WidgetContext) throws -> RenderedImage

    /// Wraps a control by name.
    public init<C: ControlWidget>(name: String, control: C) {
        self.name = name
        render = { renderer, placement, value, context in try renderer.render(control, placement: placement, value: value, in: context) }
        sheet = { renderer, context, scale in try renderer.contactSheet(control, title: name, context: context, scale: scale) }
        states = { renderer in try renderer.controlStates(of: control) }
        renderState = { renderer, placement, isOn, context in try renderer.render(control, placement: placement, isOn: isOn, in: context) }
    }

    /// Wraps a control whose type is erased (a list of `any ControlWidget`) by name.
    public init(name: String, anyControl control: any ControlWidget) {
        self = Self.opened(name, control)
    }

    private static func opened<C: ControlWidget>(_ name: String, _ control: C) -> CatalogControl {
        CatalogControl(name: name, control: control)
    }
}
