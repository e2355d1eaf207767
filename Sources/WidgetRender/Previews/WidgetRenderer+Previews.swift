import Foundation
import WidgetCore

extension WidgetRenderer {
    /// Every preview compiled into this process — each `#Preview` and each view of each
    /// `PreviewProvider` — of `module` (every module when `nil`), in a stable order: by file,
    /// line and column.
    ///
    /// ```swift
    /// for preview in renderer.previews(inModule: "MyWidgets") {
    ///     for rendering in try await renderer.render(preview) {
    ///         try rendering.image.writePNG(to: folder.appendingPathComponent("\(rendering.name)-\(rendering.entryIndex).png"))
    ///     }
    /// }
    /// ```
    ///
    /// Previews are found from the Swift runtime's conformance records, so only code linked into
    /// the process counts: a test target sees the previews of the modules it depends on.
    public func previews(inModule module: String? = nil) -> [Preview] {
        PreviewCatalog.previews(inModule: module)
    }

    /// Renders a preview in `context` (its mode, scheme, device, scale, locale…): a view preview
    /// once, in the family of its `previewContext` (systemSmall by default) or on the canvas its
    /// layout trait asks for; a widget preview once per timeline entry, each at its entry's date;
    /// a Live Activity preview once per content state, in its presentation on the context's
    /// device (``render(_:attributes:state:as:in:)``).
    ///
    /// - Throws: ``WidgetRenderError`` naming the preview's file and line when its widget does
    ///   not support the family, its provider does not answer, a Live Activity preview has no
    ///   states or its device no such presentation, or a render fails.
    public func render(_ preview: Preview, in context: WidgetContext = WidgetContext(family: .systemSmall)) async throws -> [PreviewRendering] {
        try await render(preview, in: context, providerTimeout: PreviewTimeline.timeout)
    }

    /// ``render(_:in:)->[PreviewRendering]`` with the time a timeline provider has to answer.
    func render(_ preview: Preview, in context: WidgetContext, providerTimeout: TimeInterval) async throws -> [PreviewRendering] {
        do {
            return try await renderUnlocated(preview, in: context, providerTimeout: providerTimeout)
        } catch let error as WidgetRenderError {
            throw WidgetRenderError("preview \"\(preview.displayName)\" at \(preview.location): \(error.message)")
        }
    }

    private func renderUnlocated(_ preview: Preview, in base: WidgetContext, providerTimeout: TimeInterval) async throws -> [PreviewRendering] {
        var context = base
        context.family = preview.renderFamily
        var notes: [Diagnostic] = []
        if let device = preview.device {
            if let profile = device.profile {
                context.device = profile
            } else {
                notes.append(Diagnostic(.unsupported, "previewDevice(\"\(device.rawValue)\") matches no device profile; rendered on \(context.device.name). Use a model name such as \"iPhone 15 Pro\" or a profile name from `widget-render devices`"))
            }
        }
        switch preview.content {
        case .view(let makeView):
            let image = try renderView(makeView(), traits: preview.traits, in: context)
            return [PreviewRendering(name: preview.displayName, location: preview.location, family: context.family, entryIndex: 0, entryDate: nil, image: image, diagnostics: notes + image.diagnostics)]
        case .widget(let widgetPreview):
            return try await renderWidget(widgetPreview, name: preview.displayName, location: preview.location, in: context, notes: notes, providerTimeout: providerTimeout)
        case .liveActivity(let activity):
            return try await renderActivity(activity, name: preview.displayName, location: preview.location, in: context, notes: notes)
        }
    }

    private func renderView(_ view: AnyView, traits: [PreviewTrait<Preview.ViewTraits>.Value], in context: WidgetContext) throws -> RenderedImage {
        var environment = context.environment(now: context.date ?? WidgetContext.referenceDate)
        environment.displayScale = try context.pixelScale()
        switch traits.last(where: \.isLayoutTrait) {
        case .sizeThatFitsLayout?:
            // The ideal size: the view laid out with no size proposed, as `fixedSize()` does.
            let ideal = try layout(view.fixedSize(), in: CGSize(width: 4096, height: 4096), environment: environment).root.frame.size
            let size = CGSize(width: max(1, ideal.width.rounded(.up)), height: max(1, ideal.height.rounded(.up)))
            return try render(view, canvas: size, environment: environment)
        case .fixedLayout(let width, let height)?:
            return try render(view, canvas: CGSize(width: width, height: height), environment: environment)
        default:
            return try render(view, in: context)
        }
    }

    private func renderWidget(_ preview: WidgetPreview, name: String, location: PreviewLocation, in context: WidgetContext, notes: [Diagnostic], providerTimeout: TimeInterval) async throws -> [PreviewRendering] {
        let widget = preview.makeWidget()
        let families = widget.descriptor.families
        guard families.contains(context.family) else {
            throw WidgetRenderError("widget \"\(widget.descriptor.kind)\" does not support \(context.family); it supports \(families.map(\.rawValue).joined(separator: ", ")). Preview it `as:` one of those, or add the family to supportedFamilies")
        }
        let entries: [any TimelineEntry]
        switch preview.entries {
        case .entries(let timeline):
            entries = await timeline()
        case .provider(let makeProvider):
            let providerContext = TimelineProviderContext(family: context.family, isPreview: true, displaySize: try context.size())
            entries = try await Self.timelineEntries(of: makeProvider(), in: providerContext, timeout: providerTimeout)
        }
        guard !entries.isEmpty else {
            throw WidgetRenderError("the preview's timeline has no entries; give `timeline:` at least one entry")
        }
        return try entries.enumerated().map { index, entry in
            var entryContext = context
            entryContext.date = entry.date
            let image = try renderErased(widget, entry: entry, in: entryContext)
            return PreviewRendering(name: name, location: location, family: context.family, entryIndex: index, entryDate: entry.date, image: image, diagnostics: notes + image.diagnostics)
        }
    }

    private static func timelineEntries(of provider: any TimelineProvider, in context: TimelineProviderContext, timeout: TimeInterval) async throws -> [any TimelineEntry] {
        try await PreviewTimeline.entries(of: provider, in: context, timeout: timeout)
    }

    private func renderErased(_ widget: any Widget, entry: any TimelineEntry, in context: WidgetContext) throws -> RenderedImage {
        try render(widget, entry: entry, in: context)
    }
}

extension Widget {
    /// The widget's configuration facts.
    var descriptor: WidgetDescriptor { body._descriptor }
}

extension PreviewTrait.Value {
    /// Whether the trait chooses a layout (not an orientation).
    var isLayoutTrait: Bool {
        if case .orientation = self { return false }
        return true
    }
}

extension WidgetRenderer {
    /// ``render(_:in:)->[PreviewRendering]`` for callers that cannot await (the CLI, snapshot assertions): the
    /// preview's async work runs on an executor of its own, so a caller on a concurrency-pool
    /// thread can wait without starving it. The wait ends after the provider timeout plus a
    /// minute for the renders themselves.
    package func renderPreviewWaiting(_ preview: Preview, in context: WidgetContext) throws -> [PreviewRendering] {
        let job = Unchecked(preview)
        return try ProviderRunner.runAsync(label: "preview", timeout: PreviewTimeline.timeout + 60, what: "rendering preview \"\(preview.displayName)\" at \(preview.location)") {
            try await self.render(job.value, in: context)
        }
    }
}
