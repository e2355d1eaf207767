import Foundation
import WidgetCore

extension WidgetRenderer {
    /// The states a control's contact sheet shows, as its columns: off and on (`[false, true]`)
    /// for a `ControlWidgetToggle`, one column (`[nil]`) for a `ControlWidgetButton`.
    ///
    /// ```swift
    /// try renderer.controlStates(of: TimerToggle())   // [false, true]
    /// try renderer.controlStates(of: OpenAppButton()) // [nil]
    /// ```
    ///
    /// `widget-render render-all` writes one file per placement and state this way.
    ///
    /// - Throws: ``WidgetRenderError`` when the provider's preview value makes no template.
    public func controlStates<C: ControlWidget>(of control: C) throws -> [Bool?] {
        try template(of: control.body._controlDescriptor, value: .preview).kind == .toggle ? [false, true] : [nil]
    }

    /// Renders a control in one placement with its provider's preview value, a toggle set to
    /// `isOn`: the image of the contact sheet's cell for that placement and state
    /// (`contactSheet(_:title:context:scale:)`), without the sheet's backdrop around it.
    ///
    /// ```swift
    /// let on = try renderer.render(TimerToggle(), placement: .controlCenter(.medium), isOn: true)
    /// ```
    ///
    /// Unlike `render(_:placement:value:in:)` with `.value(true)`, this works whatever the
    /// provider's value type: the state is set on the template the preview value makes, as a
    /// press would flip it. A button has one state: `isOn` must be `nil` for it.
    ///
    /// - Throws: ``WidgetRenderError`` when `isOn` is given for a button or `nil` for a toggle,
    ///   or as `render(_:placement:value:in:)` does.
    public func render<C: ControlWidget>(
        _ control: C, placement: ControlPlacement, isOn: Bool?, in context: WidgetContext = WidgetContext(family: .systemSmall)
    ) throws -> RenderedImage {
        let descriptor = control.body._controlDescriptor
        var template = try template(of: descriptor, value: .preview)
        switch (template.kind, isOn) {
        case (.toggle, let state?):
            if state != template.isOn { template = template.flipped }
        case (.button, nil):
            break
        case (.toggle, nil):
            throw WidgetRenderError("control \"\(descriptor.kind)\" is a toggle: give its state, isOn: false or isOn: true")
        case (.button, _?):
            throw WidgetRenderError("control \"\(descriptor.kind)\" is a button, which has no on or off state: pass isOn: nil")
        }
        return try renderControl(template, placement: placement, in: context)
    }
}
