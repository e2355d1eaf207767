import Foundation

/// A widget or view after resolve, layout and paint: everything but pixels.
package struct ComposedScene: Sendable {
    /// Every view's frame.
    package var layout: LayoutTree
    /// What to draw.
    package var displayList: DisplayList
    /// What the renderer noticed.
    package var diagnostics: [Diagnostic]
    /// Why the view could not be laid out (nested too deeply), if it could not; the scene is
    /// then empty and renderers fail with this message.
    package var failure: String?
}

/// Runs the pure-Swift part of the pipeline: resolve → layout → paint.
package struct WidgetComposer {
    let measurer: any TextMeasurer

    /// Creates a composer that measures text with `measurer`.
    package init(measurer: any TextMeasurer) {
        self.measurer = measurer
    }

    /// Composes `view` as a widget's content in `context`: the content is proposed the
    /// family size minus the content margins and centred there; its container background
    /// fills the whole family rect; everything is clipped to the widget's shape.
    package func composeWidget<V: View>(_ view: V, in context: WidgetContext, now: Date, contentMarginsDisabled: Bool = false) throws(WidgetCoreError) -> ComposedScene {
        let sink = DiagnosticSink()
        let result = sink.collecting {
            Result { () throws(WidgetCoreError) -> ComposedScene in
                try composeWidget(view, in: context, now: now, contentMarginsDisabled: contentMarginsDisabled, sink: sink)
            }
        }
        return try result.get()
    }

    private func composeWidget<V: View>(_ view: V, in context: WidgetContext, now: Date, contentMarginsDisabled: Bool, sink: DiagnosticSink) throws(WidgetCoreError) -> ComposedScene {
        var ctx = context
        if contentMarginsDisabled { ctx.contentMarginsDisabled = true }
        let size = try ctx.canvasSize()
        let scale = try ctx.pixelScale()
        let env = ctx.environment(now: WidgetComposer.checkedNow(now, sink: sink))
        if let dynamicType = ctx.dynamicTypeDiagnostic { sink.report(dynamicType) }
        let resolved = Resolver.resolve(view, environment: env, diagnostics: sink)
        if let failure = WidgetComposer.nestingFailure(resolved, sink: sink) {
            return ComposedScene.failed(failure, canvas: size, scale: scale, diagnostics: sink.diagnostics)
        }
        let (content, background) = Resolver.extractContainerBackground(resolved)
        if background == nil {
            sink.report(Diagnostic(.missingContainerBackground, "the widget's view has no containerBackground(for: .widget); iOS 17+ shows an \"adopt containerBackground API\" placeholder. Add .containerBackground(for: .widget) { … } to the root view."))
        }

        let widgetRect = CGRect(origin: .zero, size: size)
        let contentRect = ctx.contentFrame(in: size)
        let engine = LayoutEngine(measurer: measurer, diagnostics: sink)
        let contentRoot = engine.layout(content, in: contentRect)
        let overflow = WidgetComposer.overflowTolerance
        if contentRoot.frame.width > contentRect.width + overflow || contentRoot.frame.height > contentRect.height + overflow {
            sink.report(
                Diagnostic(
                    .contentOverflow,
                    "the content is \(LayoutDump.format(contentRoot.frame.width)) × \(LayoutDump.format(contentRoot.frame.height)) pt but the \(ctx.family) content area is \(LayoutDump.format(contentRect.width)) × \(LayoutDump.format(contentRect.height)) pt; it is centred and cut off. Make it smaller or let it shrink (Spacer, minimumScaleFactor, lineLimit)."
                ))
        }
        LazyGridVisibility.report(contentRoot, visible: widgetRect, family: ctx.family, sink.report)

        let painter = Painter(scale: scale, containerFrame: widgetRect, containerCornerRadius: ctx.cornerRadius)
        let shape = widgetShape(ctx, rect: widgetRect)
        var items: [DisplayItem] = [DisplayItem(.beginClip(shape))]
        var rootChildren: [LayoutNode] = []
        if env.showsWidgetContainerBackground {
            if let background {
                let bgRoot = LayoutEngine(measurer: measurer, diagnostics: sink).layout([background], in: widgetRect)
                painter.paint(bgRoot, into: &items)
                rootChildren.append(bgRoot)
            } else if ctx.family.isSystem {
                let fill = ResolvedStyle.color(WidgetComposer.defaultBackground(env))
                items.append(DisplayItem(.fill(Path(widgetRect), style: fill, bounds: widgetRect, rule: .nonZero)))
            }
        }
        var contentItems: [DisplayItem] = []
        painter.paint(contentRoot, into: &contentItems)
        if ctx.family == .accessoryInline {
            contentItems = DisplayList(size: size, scale: scale, items: contentItems).applyingInlineRules { sink.report($0) }
        }
        let contentStart = items.count
        items += RedactionPrimitive.redactingWidget(contentItems, in: env)
        items.append(DisplayItem(.endClip))
        rootChildren.append(contentRoot)

        let root = LayoutNode(groupNamed: "Widget", frame: widgetRect, children: rootChildren)
        var list = DisplayList(size: size, scale: scale, items: items)
        list.widgetShape = shape
        list.contentStart = contentStart
        list.limitDiagnostics().forEach(sink.report)
        return ComposedScene(layout: LayoutTree(root: root, canvas: size), displayList: list, diagnostics: sink.diagnostics, failure: nil)
    }

    /// What a widget without a container background is drawn on: the catalog's widget
    /// background colour (``WidgetContext/widgetBackgroundColorName``, `WidgetBackground` by
    /// default) when a catalog has it, as Xcode builds it into the extension, else the
    /// system background.
    static func defaultBackground(_ env: EnvironmentValues) -> RGBA {
        if let name = env.widgetBackgroundColorName, let color = Color.optionalCatalogColor(name, env.colorScheme, env) { return color }
        return SystemColor.systemBackground.resolve(env.colorScheme)
    }

    /// The error for nodes nested too deeply to lay out, or `nil`.
    static func nestingFailure(_ nodes: [ViewNode], sink: DiagnosticSink) -> String? {
        if sink.wasNestingBeyondLimit { return ViewNode.nestingError(depth: nil) }
        let depth = nodes.map(\.depth).max() ?? 0
        return depth > ViewNode.maximumNestingDepth ? ViewNode.nestingError(depth: depth) : nil
    }

    /// `now`, or the reference date (2001-01-01 00:00 UTC) with a diagnostic when it is not
    /// finite, so date formatting never sees NaN or ∞.
    static func checkedNow(_ now: Date, sink: DiagnosticSink) -> Date {
        if now.timeIntervalSinceReferenceDate.isFinite { return now }
        sink.report(Diagnostic(.invalidValue, "the render's date (now) is \(now.timeIntervalSinceReferenceDate) s from 2001, not finite; 2001-01-01 00:00 UTC used. Set WidgetContext.date or the entry's date to a real date."))
        return Date(timeIntervalSinceReferenceDate: 0)
    }

    /// How far content may exceed the content area before it is reported (rounding slack).
    static let overflowTolerance: CGFloat = 0.5

    /// Composes a plain view on a canvas: proposed the whole canvas and centred in it, no
    /// widget chrome, transparent background.
    package func composeView<V: View>(_ view: V, canvas: CGSize, environment: EnvironmentValues) -> ComposedScene {
        let sink = DiagnosticSink()
        return sink.collecting { composeView(view, canvas: canvas, environment: environment, sink: sink) }
    }

    private func composeView<V: View>(_ view: V, canvas: CGSize, environment: EnvironmentValues, sink: DiagnosticSink) -> ComposedScene {
        var environment = environment
        environment.now = WidgetComposer.checkedNow(environment.now, sink: sink)
        let nodes = Resolver.resolve(view, environment: environment, diagnostics: sink)
        if let failure = WidgetComposer.nestingFailure(nodes, sink: sink) {
            return ComposedScene.failed(failure, canvas: canvas, scale: environment.displayScale, diagnostics: sink.diagnostics)
        }
        let root = LayoutEngine(measurer: measurer, diagnostics: sink).layout(nodes, in: CGRect(origin: .zero, size: canvas))
        var items: [DisplayItem] = []
        Painter(scale: environment.displayScale).paint(root, into: &items)
        let list = DisplayList(size: canvas, scale: environment.displayScale, items: items)
        list.limitDiagnostics().forEach(sink.report)
        return ComposedScene(layout: LayoutTree(root: root, canvas: canvas), displayList: list, diagnostics: sink.diagnostics, failure: nil)
    }

    /// The outline of the widget: a continuous rounded rectangle for system families, a
    /// circle for accessoryCircular, the plain rectangle for inline, corner and in StandBy.
    ///
    /// Decision: in StandBy the background is removed and the margins shrink to 0–5 pt
    /// (**M**), so there is no visible outline; clipping to the rounded corner would cut
    /// content that sits in the margins' reach (**A**, no source says either way).
    func widgetShape(_ context: WidgetContext, rect: CGRect) -> Path {
        if context.showsInStandBy { return Path(rect) }
        switch context.family {
        case .accessoryCircular where context.watchBezel != nil:
            // The face's top half: the label runs outside the complication's circle.
            return Path(rect)
        case .accessoryCircular:
            return Circle().path(in: rect)
        case .accessoryInline, .accessoryCorner:
            // Neither has a container: a corner's label curves over its region's whole square.
            return Path(rect)
        default:
            return Path(roundedRect: rect, cornerRadius: context.cornerRadius, style: .continuous)
        }
    }
}

extension ComposedScene {
    /// An empty scene for a view that could not be laid out.
    static func failed(_ failure: String, canvas: CGSize, scale: CGFloat, diagnostics: [Diagnostic]) -> ComposedScene {
        let rect = CGRect(origin: .zero, size: canvas)
        return ComposedScene(
            layout: LayoutTree(root: LayoutNode(groupNamed: "Widget", frame: rect, children: []), canvas: canvas),
            displayList: DisplayList(size: canvas, scale: scale),
            diagnostics: diagnostics,
            failure: failure
        )
    }
}
