import Foundation

/// A Live Activity presentation being composed: what every presentation's composer shares.
struct ActivityComposition {
    let measurer: any TextMeasurer
    let context: WidgetContext
    let environment: EnvironmentValues
    /// Pixels per point of the display list (StandBy's is the device's times its 2×).
    var scale: CGFloat
    let sink: DiagnosticSink
    /// The unpublished figures the image used, for one ``Diagnostic/Kind/chosenFigure``.
    var chosen: [String] = []

    /// The resolved nodes of `view` in `environment`.
    func resolve(_ view: AnyView, in environment: EnvironmentValues) -> [ViewNode] {
        Resolver.resolve(view, environment: environment, diagnostics: sink)
    }

    /// The size `nodes` take for `proposal`, measured without reporting (a probe, not the layout).
    func measure(_ nodes: [ViewNode], _ proposal: ProposedViewSize) -> CGSize {
        let probe = DiagnosticSink()
        let engine = LayoutEngine(measurer: measurer, diagnostics: probe)
        // Boxes hold their engine unowned; the probe's own sink keeps its findings out of the render's.
        return withExtendedLifetime(engine) { probe.collecting { LayoutBox(rootFor: nodes, engine: engine).size(for: proposal) } }
    }

    /// `nodes` laid out in `rect`, centred, reporting what the layout finds.
    func layout(_ nodes: [ViewNode], in rect: CGRect) -> LayoutNode {
        LayoutEngine(measurer: measurer, diagnostics: sink).layout(nodes, in: rect)
    }

    /// The scene of a presentation of `size` clipped to `shape`: `items` drawn, images checked,
    /// the chosen figures reported.
    func scene(size: CGSize, shape: Path, root: LayoutNode, items: [DisplayItem], name: String) -> ComposedScene {
        let rect = CGRect(origin: .zero, size: size)
        for item in items {
            guard case .image(let image) = item.operation, case .pixels(let w, let h, _) = image.source else { continue }
            if CGFloat(w) > size.width * scale + 0.5 || CGFloat(h) > size.height * scale + 0.5 {
                sink.report(
                    Diagnostic(
                        .imageTooLarge,
                        "an image of \(w) × \(h) px is larger than the \(name) (\(LayoutDump.format(size.width)) × \(LayoutDump.format(size.height)) pt, \(Int((size.width * scale).rounded())) × \(Int((size.height * scale).rounded())) px); the system may not start the activity. Use an image no larger than its presentation."
                    ))
            }
        }
        if !chosen.isEmpty { sink.report(LiveActivityLook.chosen(chosen)) }
        var list = DisplayList(size: size, scale: scale, items: [DisplayItem(.beginClip(shape))] + items + [DisplayItem(.endClip)])
        list.widgetShape = shape
        list.limitDiagnostics().forEach(sink.report)
        let tree = LayoutTree(root: root, canvas: rect.size)
        return ComposedScene(layout: tree, displayList: list, diagnostics: sink.diagnostics, failure: nil)
    }

    /// The painted items of `root`, redacted as the context asks.
    func paint(_ root: LayoutNode, container: CGRect, cornerRadius: CGFloat) -> [DisplayItem] {
        var items: [DisplayItem] = []
        Painter(scale: scale, containerFrame: container, containerCornerRadius: cornerRadius).paint(root, into: &items)
        return RedactionPrimitive.redactingWidget(items, in: environment)
    }

    /// Reports a presentation without a `widgetURL`.
    func checkWidgetURL(in tree: LayoutTree, islandURL: URL?, name: String) {
        guard islandURL == nil, !tree.tapTargets.contains(where: { $0.kind == .widgetURL }) else { return }
        let fix = name == "Lock Screen presentation" ? ".widgetURL(_:) on its root view" : ".widgetURL(_:) on the DynamicIsland"
        sink.report(Diagnostic(.missingWidgetURL, "the \(name) has no widgetURL: a tap opens the app's default screen. Add \(fix) to open the activity's screen."))
    }
}

extension WidgetComposer {
    /// Composes one presentation of a Live Activity in `context` (its device, scheme, scale,
    /// locale): the Lock Screen view at the device's width, or the Dynamic Island's compact,
    /// expanded or minimal presentation.
    ///
    /// - Throws: ``WidgetCoreError`` when the device shows no such presentation (the island on
    ///   a device without one; anything but the Smart Stack card on a watch) or the scale is
    ///   out of range.
    package func composeActivity(_ views: ActivityViews, as kind: ActivityPreviewViewKind, in context: WidgetContext, now: Date) throws(WidgetCoreError) -> ComposedScene {
        let sink = DiagnosticSink()
        let result = sink.collecting {
            Result { () throws(WidgetCoreError) -> ComposedScene in try composeActivity(views, kind, context, now, sink) }
        }
        return try result.get()
    }

    private func composeActivity(_ views: ActivityViews, _ kind: ActivityPreviewViewKind, _ base: WidgetContext, _ now: Date, _ sink: DiagnosticSink) throws(WidgetCoreError) -> ComposedScene {
        var context = base
        if context.renderingMode != .fullColor {
            sink.report(Diagnostic(.renderingModeAdjusted, "Live Activities draw in full colour; the \(context.renderingMode) mode of the context was not applied"))
            context.renderingMode = .fullColor
        }
        let metrics = try LiveActivityMetrics(context.device)
        let scale = context.scale ?? context.device.scale
        guard scale.isFinite, scale > 0, scale <= WidgetContext.maximumScale else {
            throw WidgetCoreError("scale \(scale) is out of range; use a finite scale in (0, \(Int(WidgetContext.maximumScale))], e.g. 2 or 3")
        }
        if kind == .content, context.activityScreen != .lockScreen {
            // Always-On: "as if in Dark Mode" (D, creating custom views). StandBy: its screen is
            // black, so its views see dark too (A, reported as chosen), or a light scheme's
            // black text would vanish on the default background.
            context.colorScheme = .dark
        }
        var environment = context.environment(now: WidgetComposer.checkedNow(now, sink: sink))
        environment.displayScale = scale
        environment.widgetContentMargins = EdgeInsets()
        environment.isLuminanceReduced = context.activityScreen == .alwaysOn
        if let dynamicType = context.dynamicTypeDiagnostic { sink.report(dynamicType) }
        var composition = ActivityComposition(measurer: measurer, context: context, environment: environment, scale: scale, sink: sink)
        if let card = metrics.smartStackCard {
            guard kind == .content, context.activityScreen == .lockScreen else {
                throw WidgetCoreError("\(context.device.name) is an Apple Watch, which shows a Live Activity in the Smart Stack only; render .content on the lock screen (activityScreen .lockScreen)")
            }
            return composition.smartStack(views, card: card)
        }
        switch kind {
        case .content:
            switch context.activityScreen {
            case .lockScreen:
                return composition.lockScreen(views.content, metrics: metrics)
            case .alwaysOn:
                composition.chosen.append("the Always-On dimming (\(Int(LiveActivityLook.alwaysOnBrightness * 100)) % brightness)")
                return composition.lockScreen(views.content, metrics: metrics)
            case .standBy:
                guard context.device.system != .iPadOS17 else {
                    throw WidgetCoreError("\(context.device.name) is an iPad; StandBy is on iPhone only. Use an iPhone profile such as iPhone6_1, or activityScreen .lockScreen")
                }
                guard scale * LiveActivityLook.standByScale <= WidgetContext.maximumScale else {
                    throw WidgetCoreError("scale \(LayoutDump.format(scale)) is too large for StandBy, which draws the view at 2×; use a scale up to \(Int(WidgetContext.maximumScale / LiveActivityLook.standByScale))")
                }
                return composition.standBy(views.content, metrics: metrics)
            }
        case .dynamicIsland(let mode):
            guard context.activityScreen == .lockScreen else {
                throw WidgetCoreError("the \(context.activityScreen) screen shows the Lock Screen presentation only; render .content there, or the island with activityScreen .lockScreen")
            }
            let island = try metrics.requireIsland(on: context.device)
            switch mode {
            case .compact: return composition.compact(views.dynamicIsland, island: island)
            case .expanded: return composition.expanded(views.dynamicIsland, island: island)
            case .minimal: return composition.minimal(views.dynamicIsland)
            }
        }
    }
}
