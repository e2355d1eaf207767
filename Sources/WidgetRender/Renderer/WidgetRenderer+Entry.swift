import Foundation

extension WidgetRenderer {
    /// Renders `entry` with a configuration's content: its margins, container background and
    /// families checked; `environment` changes what the views see (redaction, a toggle's
    /// optimistic state).
    func renderEntry(_ descriptor: WidgetDescriptor, entry: any TimelineEntry, in context: WidgetContext, environment: (@Sendable (inout EnvironmentValues) -> Void)? = nil) throws -> RenderedImage {
        try Self.checkRenderable(descriptor, family: context.family)
        let context = try Self.visionContext(context, for: descriptor)
        guard let content = descriptor.makeContent(entry) else {
            throw WidgetRenderError("entry of type \(type(of: entry)) does not match widget \"\(descriptor.kind)\", whose provider makes \(descriptor.entryType); pass an entry of that type")
        }
        let view = environment.map { AnyView(content._environmentChanged($0)) } ?? content
        let image = try renderWidget(view, in: context, now: context.date ?? entry.date, contentMarginsDisabled: descriptor.contentMarginsDisabled)
        guard context.showsInStandBy, !descriptor.containerBackgroundRemovable else { return image }
        let note = Diagnostic(
            .renderingModeAdjusted,
            "widget \"\(descriptor.kind)\" sets containerBackgroundRemovable(false), which keeps its background in StandBy; this renderer does not support that yet and removed it. Review the StandBy look on a device."
        )
        var kept = RenderedImage(bitmap: image.bitmap, scale: image.scale, layout: image.layout, diagnostics: image.diagnostics + [note])
        kept.source = image.source
        return kept
    }

    /// On visionOS, `context` with the widget's own texture, checked against the mounting
    /// styles the widget supports; elsewhere `context` (the modifiers act on visionOS only).
    ///
    /// - Throws: ``WidgetRenderError`` when visionOS would not mount the widget in
    ///   `context.mountingStyle`.
    static func visionContext(_ context: WidgetContext, for descriptor: WidgetDescriptor) throws -> WidgetContext {
        guard context.device.isVision else { return context }
        var context = context
        if let texture = descriptor.texture { context.widgetTexture = texture }
        if let styles = descriptor.supportedMountingStyles, !styles.contains(context.mountingStyle) {
            let names = styles.map(\.description)
            throw WidgetRenderError(
                "widget \"\(descriptor.kind)\" supports only \(names.isEmpty ? "no" : names.joined(separator: ", ")) mounting on visionOS, not \(context.mountingStyle); set context.mountingStyle to one of them"
            )
        }
        return context
    }

    /// Throws when the configuration cannot render, or not in `family`.
    static func checkRenderable(_ descriptor: WidgetDescriptor, family: WidgetFamily) throws {
        if let reason = descriptor.unrenderableReason {
            throw WidgetRenderError("cannot render widget \"\(descriptor.kind)\": \(reason); render the bundle's other widgets")
        }
        guard descriptor.families.contains(family) else {
            throw WidgetRenderError("widget \"\(descriptor.kind)\" does not support \(family); its supportedFamilies are: " + descriptor.families.map(\.rawValue).joined(separator: ", "))
        }
    }
}
