import Foundation
import WidgetCore

/// Renders widgets and views to images: the one entry point of the engine.
///
/// Create one renderer and reuse it: it loads the bundled fonts once, into one fontconfig
/// configuration that all its text engines share. It is `Sendable`; renders may run on
/// several threads at once and give the same bytes as serial renders. As many renders as there
/// are active processors (and at least 4) run at once, each with a text engine of its own;
/// further callers wait for an engine, so the renderer's memory stays the same however many
/// threads call it.
///
/// ```swift
/// let renderer = try WidgetRenderer()
/// var context = WidgetContext(family: .systemMedium)
/// context.colorScheme = .dark
/// let image = try renderer.render(StepsWidget(), entry: .sample, in: context)
/// try image.writePNG(to: URL(fileURLWithPath: "steps-medium-dark.png"))
/// ```
public final class WidgetRenderer: Sendable {
    let engines: TextEnginePool

    /// Loads the bundled fonts.
    ///
    /// - Throws: ``WidgetRenderError`` when the bundled `Fonts/` folder cannot be found or loaded.
    public convenience init() throws {
        try self.init(configuration: try FontConfiguration.forNewRenderer())
    }

    /// A renderer over a font configuration of the caller's (tests: a cache folder of theirs).
    init(configuration: FontConfiguration) throws {
        engines = TextEnginePool(configuration: configuration)
        try engines.withEngine { _ in }  // makes the first engine now, so a broken install fails here
    }

    /// How many text engines the renderer has created so far (at most
    /// ``maximumTextEngines``), for benchmarks.
    package var textEnginesCreated: Int { engines.enginesCreated }

    /// The most text engines the renderer creates, and so the most renders that run at once.
    package var maximumTextEngines: Int { engines.maximumEngines }

    /// Renders a widget's entry view as the widget's content in `context`: the family size,
    /// content margins, container background and widget shape of the context's device.
    ///
    /// The frozen "now" is `context.date`, or 2001-01-01 00:00 UTC.
    public func render<V: View>(_ view: V, in context: WidgetContext) throws -> RenderedImage {
        try renderWidget(view, in: context, now: context.date ?? WidgetContext.referenceDate, contentMarginsDisabled: false)
    }

    /// Renders a whole widget for an entry: its configuration's content, container background
    /// and margins (`contentMarginsDisabled()`), in `context`.
    ///
    /// The frozen "now" is `context.date`, or the entry's date.
    ///
    /// - Throws: ``WidgetRenderError`` when the entry's type is not the widget's entry type or
    ///   the family is not available on the context's device.
    ///   A family outside the configuration's `supportedFamilies`, a control or an empty
    ///   configuration are errors that say so; a Live Activity is an error that names
    ///   ``render(_:attributes:state:as:in:)``, which renders it.
    public func render<W: Widget, E: TimelineEntry>(_ widget: W, entry: E, in context: WidgetContext) throws -> RenderedImage {
        let box = Unchecked(widget)
        var image = try renderEntry(widget.body._descriptor, entry: entry, in: context)
        image.source = WidgetSource(makeDescriptor: { box.value.body._descriptor }, configuration: nil, context: context, entry: entry, timeout: Self.providerTimeout)
        return image
    }

    /// Lays out a view on a canvas of any finite size, without widget chrome: the view is
    /// proposed the whole canvas and centred in it.
    ///
    /// No pixels are made, so the canvas may be larger than a render's (see
    /// ``render(_:canvas:environment:)``).
    ///
    /// - Throws: ``WidgetRenderError`` when the canvas is not finite and non-negative.
    public func layout<V: View>(_ view: V, in size: CGSize, environment: EnvironmentValues = EnvironmentValues()) throws -> LayoutTree {
        try Self.checkCanvas(size)
        return try DeepStack.run {
            try withEngine { engine in
                let scene = WidgetComposer(measurer: engine).composeView(view, canvas: size, environment: environment)
                if let failure = scene.failure { throw WidgetRenderError(failure) }
                return scene.layout
            }
        }
    }

    /// Renders a view on a transparent canvas (no widget chrome), at `environment.displayScale`
    /// pixels per point.
    ///
    /// The image is `round(size × displayScale)` pixels per side, each side 1 to 16,384 pixels
    /// and at most 16,777,216 pixels (4096 × 4096, 64 MB of RGBA) in all; the scale is finite
    /// and in (0, 8], as a widget's.
    ///
    /// ```swift
    /// var environment = EnvironmentValues()
    /// environment.displayScale = 2
    /// let image = try renderer.render(Text("Hi"), canvas: CGSize(width: 200, height: 100), environment: environment)
    /// image.pixelWidth   // 400
    /// ```
    ///
    /// - Throws: ``WidgetRenderError`` when the canvas is not finite and non-negative, the scale
    ///   is out of range, or the image would be over those limits.
    public func render<V: View>(_ view: V, canvas size: CGSize, environment: EnvironmentValues = EnvironmentValues()) throws -> RenderedImage {
        try Self.checkCanvas(size)
        _ = try CanvasSize(canvasRender: size, scale: environment.displayScale)
        return try DeepStack.run {
            try withEngine { engine in
                let scene = WidgetComposer(measurer: engine).composeView(view, canvas: size, environment: environment)
                return try rasterize(scene, engine: engine)
            }
        }
    }

    func renderWidget<V: View>(_ view: V, in context: WidgetContext, now: Date, contentMarginsDisabled: Bool) throws -> RenderedImage {
        return try DeepStack.run {
            try withEngine { engine in
                var scene: ComposedScene
                do {
                    let counter = ToggleCounter()  // numbers the toggles for tap(_:on:)
                    let counted = view._environmentChanged { $0.toggleCounter = counter }
                    scene = try WidgetComposer(measurer: engine).composeWidget(counted, in: context, now: now, contentMarginsDisabled: contentMarginsDisabled)
                } catch let error as WidgetCoreError {
                    throw WidgetRenderError(error.message)
                }
                scene.diagnostics += scene.layout.interactionDiagnostics(family: context.family) + context.visionSettingsIgnored
                return try rasterize(scene, engine: engine, context: context)
            }
        }
    }

    func rasterize(_ scene: ComposedScene, engine: TextEngine, context: WidgetContext) throws -> RenderedImage {
        if let failure = scene.failure { throw WidgetRenderError(failure) }
        let (bitmap, findings) = try Surfaces.surface(for: context).render(scene.displayList, textEngine: engine, in: context)
        return RenderedImage(bitmap: bitmap, scale: scene.displayList.scale, layout: scene.layout, diagnostics: scene.diagnostics + findings)
    }

    private func rasterize(_ scene: ComposedScene, engine: TextEngine) throws -> RenderedImage {
        if let failure = scene.failure { throw WidgetRenderError(failure) }
        let bitmap = try Rasterizer.render(scene.displayList, textEngine: engine)
        return RenderedImage(bitmap: bitmap, scale: scene.displayList.scale, layout: scene.layout, diagnostics: scene.diagnostics)
    }

    /// Runs `body` with a text engine and the image resources (bundled symbols, decoders,
    /// asset catalogs) that `Image` and `Color("name")` read while the view resolves.
    func withEngine<R>(_ body: (TextEngine) throws -> R) throws -> R {
        try ImageResources.$current.withValue(RenderResources.shared) { try engines.withEngine(body) }
    }

    private static func checkCanvas(_ size: CGSize) throws {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            throw WidgetRenderError("canvas \(size.width) × \(size.height) is not a finite, non-negative size; pass e.g. CGSize(width: 200, height: 200)")
        }
    }
}
