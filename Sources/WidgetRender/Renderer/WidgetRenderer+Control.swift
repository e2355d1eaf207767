import Foundation
import WidgetCore

extension WidgetRenderer {
    /// Renders a control in one placement for a value of its provider (by default its preview
    /// value; `.gallery` draws it inactive, as the controls gallery does), on `context`'s device, scale, locale and
    /// wallpaper (the family is not used; Control Center, the Lock Screen and the island are
    /// dark whatever the colour scheme).
    ///
    /// ```swift
    /// let image = try renderer.render(TimerToggle(), placement: .controlCenter(.medium))
    /// image.pixelWidth                        // 480: the 144 × 64 pt tile and 8 pt around it, @3x
    /// image.layout.frame(of: "control.tile")  // (8, 8, 144, 64)
    /// ```
    ///
    /// Apple publishes no figure of a control's look: each image carries a
    /// `Diagnostic/Kind/chosenFigure` diagnostic naming the `ControlStyleConstants` it used.
    /// A redacted context (`redactionReasons` with `.privacy`, a locked device) redacts a
    /// `privacySensitive()` control's title and value and shows its symbol off.
    ///
    /// - Throws: ``WidgetRenderError`` when the value is not of the provider's type, the
    ///   provider's `currentValue()` fails or times out, the scale is out of range, or the
    ///   device does not show `placement` (`ControlPlacement.all(on:)`: the Action button
    ///   needs a Dynamic Island, and controls are drawn on iPhone and iPad devices only).
    public func render<C: ControlWidget>(_ control: C, placement: ControlPlacement, value: ControlValue = .preview, in context: WidgetContext = WidgetContext(family: .systemSmall)) throws -> RenderedImage {
        try renderControl(try template(of: control.body._controlDescriptor, value: value), placement: placement, in: context)
    }

    /// The hint the Action button shows for a control ("Hold for 'Timer'", "Hold to Turn On
    /// 'Lights'", "Hold to Open App"), for a value of its provider. The app's name is
    /// `context`'s `WidgetContext.appName`, else `App`.
    ///
    /// - Throws: ``WidgetRenderError`` as ``render(_:placement:value:in:)`` does for the value.
    public func actionButtonHint<C: ControlWidget>(_ control: C, value: ControlValue = .preview, in context: WidgetContext = WidgetContext(family: .systemSmall)) throws -> String {
        let descriptor = control.body._controlDescriptor
        let appName = context.appName ?? "App"
        return try template(of: descriptor, value: value).actionButtonHint(name: descriptor.name(appName: appName), appName: appName)
    }

    /// Presses a control in a placement: a toggle flips, and its `SetValueIntent` runs with
    /// `value` set to the new state; a button runs its action. The intent's parameters are
    /// filled and `perform()` runs as for a widget's button (within ``providerTimeout``).
    ///
    /// ```swift
    /// let press = try renderer.tap(TimerToggle(), placement: .controlCenter(.small))
    /// press.isOn     // true: the preview value was off
    /// press.after    // the tile filled white, the symbol in the tint
    /// ```
    ///
    /// - Throws: ``WidgetRenderError`` as ``render(_:placement:value:in:)``, or when the intent
    ///   fails or does not finish in time.
    public func tap<C: ControlWidget>(_ control: C, placement: ControlPlacement, value: ControlValue = .preview, in context: WidgetContext = WidgetContext(family: .systemSmall)) throws -> ControlTapResult {
        let before = try template(of: control.body._controlDescriptor, value: value)
        let after = before.flipped
        let beforeImage = try renderControl(before, placement: placement, in: context)
        let intent = after.action
        let typeName = String(describing: type(of: intent))
        let performed = try ProviderRunner.runAsync(label: "\(typeName).perform", timeout: Self.providerTimeout, what: "\(typeName).perform()") {
            try await Self.perform(intent)
        }
        let afterImage = try renderControl(after, placement: placement, in: context)
        return ControlTapResult(
            before: beforeImage, after: afterImage, isOn: after.kind == .toggle ? after.isOn : nil, intent: intent, openedURL: performed.openedURL,
            reloadRequests: performed.reloadRequests)
    }

    /// The template a configuration makes for `value`.
    func template(of descriptor: _ControlDescriptor, value: ControlValue) throws -> _ResolvedControlTemplate {
        let given: Any?
        switch value {
        case .preview, .gallery: given = descriptor.previewValue()
        case .current:
            let current = Unchecked(descriptor.currentValue)
            given = try ProviderRunner.runAsync(label: "\(descriptor.kind).currentValue", timeout: Self.providerTimeout, what: "the value provider's currentValue()") {
                Unchecked(try await current.value())
            }.value
        case .value(let v): given = v
        }
        guard var template = descriptor.makeTemplate(given) else {
            let found = given.map { "of type \(type(of: $0))" } ?? "nil"
            let expected = descriptor.valueTypeName ?? "value"
            throw WidgetRenderError("control \"\(descriptor.kind)\": the value \(found) is not the provider's value type \(expected); pass a \(expected) to .value(_:)")
        }
        if case .gallery = value { template.isInactive = true }
        return template
    }

    /// Renders a template in a placement.
    func renderControl(_ template: _ResolvedControlTemplate, placement: ControlPlacement, in base: WidgetContext) throws -> RenderedImage {
        if let problem = Self.placementProblem(placement, on: base.device) { throw WidgetRenderError(problem) }
        var context = base
        context.controlPlacement = placement
        context.activityPresentation = nil
        context.renderingMode = placement == .lockScreen ? .vibrant : .fullColor
        let now = context.date ?? WidgetContext.referenceDate
        return try DeepStack.run {
            try withEngine { engine in
                let scene: ComposedScene
                do {
                    scene = try WidgetComposer(measurer: engine).composeControl(template, placement: placement, in: context, now: now)
                } catch let error as WidgetCoreError {
                    throw WidgetRenderError(error.message)
                }
                return try rasterize(scene, engine: engine, context: context)
            }
        }
    }

    /// Why `device` does not show a control in `placement`, or `nil` when it does
    /// (`ControlPlacement.all(on:)`). A watch, a Mac and Apple Vision Pro have controls of their
    /// own places (the watch's Control Center and Smart Stack, the Mac's menu bar), whose look
    /// this renderer does not draw: asking for one is an error rather than an iPhone's tile.
    package static func placementProblem(_ placement: ControlPlacement, on device: DeviceProfile) -> String? {
        let shown = ControlPlacement.all(on: device)
        if shown.contains(placement) { return nil }
        let named = "\(device.name) (\(device.models))"
        if shown.isEmpty {
            return "\(named) shows no control placement that widget-render draws: controls are drawn in the Control Center, Lock Screen and Action button of iPhone and iPad devices; choose one, e.g. iPhone6_1"
        }
        return "\(named) has no Dynamic Island, so no Action button control; choose another placement (\(shown.map(\.title).joined(separator: ", "))), or a device with a Dynamic Island, e.g. iPhone6_1"
    }
}
