import Foundation

/// A control being composed in one placement: the template's look and the shared machinery of
/// ``ActivityComposition`` (resolve, measure, layout, paint, scene).
struct ControlComposition {
    var base: ActivityComposition
    let look: ControlLook
    let probe: ControlTintProbe

    /// The environment the control's views see: Control Center, the Lock Screen and the island
    /// are dark whatever the appearance.
    var environment: EnvironmentValues { base.environment }

    /// The canvas around a control of `size` and where the control goes in it: the control
    /// with ``ControlStyleConstants/canvasMargin`` on every side, or the context's
    /// `controlCanvasSize` when it is larger (the control centred, on whole points).
    func canvas(around size: CGSize) -> (size: CGSize, control: CGRect) {
        let margin = ControlStyleConstants.canvasMargin
        var canvas = CGSize(width: size.width + 2 * margin, height: size.height + 2 * margin)
        if let given = base.context.controlCanvasSize, given.width.isFinite, given.height.isFinite {
            canvas = CGSize(width: max(canvas.width, given.width), height: max(canvas.height, given.height))
        }
        let origin = CGPoint(x: ((canvas.width - size.width) / 2).rounded(.down), y: ((canvas.height - size.height) / 2).rounded(.down))
        return (canvas, CGRect(origin: origin, size: size))
    }

    /// The scene of `view` laid out in `content` on a canvas of `size`, clipped to `shape`.
    func scene(_ view: some View, size: CGSize, content: CGRect, shape: Path, placement: ControlPlacement, figures: [String]) -> ComposedScene {
        let nodes = base.resolve(AnyView(view), in: environment)
        if probe.wasTinted {
            base.sink.report(
                Diagnostic(
                    .controlLabel,
                    "tint(_:) on a control's label views is ignored: the system colours a control with the template's tint(_:) only (ControlWidgetToggle(…).tint(.orange)), and only a toggle's symbol in its on state"
                ))
        }
        let root = base.layout(nodes, in: content)
        let items = base.paint(root, container: content, cornerRadius: 0)
        base.sink.report(
            Diagnostic(
                .chosenFigure,
                "Apple does not publish the sizes, radii or colours of controls in the \(placement.title) placement; chosen values were used for \(figures.joined(separator: ", ")) (ControlStyleConstants, DocC: Controls)"
            ))
        var group = LayoutNode(groupNamed: "Control", frame: CGRect(origin: .zero, size: size), children: [root])
        group.identifier = "control"
        return base.scene(size: size, shape: shape, root: group, items: items, name: "control")
    }

    /// Reports a label the composer took whole, or a missing symbol where `placement` shows one.
    func checkLabel(placement: ControlPlacement) {
        let parts = look.template.labelParts
        if !parts.isRecognised {
            base.sink.report(Diagnostic(.controlLabel, "the control's label is not a Label, Text or Image; it was drawn whole as the symbol. Use Label(\"Title\", systemImage: \"…\")."))
        }
        if look.symbol == nil {
            base.sink.report(
                Diagnostic(.controlLabel, "the control has no symbol, which the \(placement.title) placement shows; give it a Label(\"Title\", systemImage: \"…\") or an Image(systemName:)."))
        }
    }
}

extension WidgetComposer {
    /// Composes `template` in `placement`, on `context`'s device, scale and locale: a Control
    /// Center tile, a Lock Screen button or the Action button's island.
    ///
    /// - Throws: ``WidgetCoreError`` when the scale is out of range, or the Action button is
    ///   asked of a device without a Dynamic Island.
    /// The largest side of `WidgetContext.controlCanvasSize`, in points: wider than any
    /// contact-sheet cell, and at most 4,096 pixels a side (64 MB) at the largest scale (8).
    static let maximumCanvasSide: CGFloat = 512

    package func composeControl(_ template: _ResolvedControlTemplate, placement: ControlPlacement, in context: WidgetContext, now: Date) throws(WidgetCoreError) -> ComposedScene {
        let sink = DiagnosticSink()
        let result = sink.collecting {
            Result { () throws(WidgetCoreError) -> ComposedScene in try composeControl(template, placement, context, now, sink) }
        }
        return try result.get()
    }

    private func composeControl(_ template: _ResolvedControlTemplate, _ placement: ControlPlacement, _ context: WidgetContext, _ now: Date, _ sink: DiagnosticSink) throws(WidgetCoreError) -> ComposedScene {
        let scale = context.scale ?? context.device.scale
        guard scale.isFinite, scale > 0, scale <= WidgetContext.maximumScale else {
            throw WidgetCoreError("scale \(scale) is out of range; use a finite scale in (0, \(Int(WidgetContext.maximumScale))], e.g. 2 or 3")
        }
        if let given = context.controlCanvasSize,
            !(given.width.isFinite && given.height.isFinite && given.width <= Self.maximumCanvasSide && given.height <= Self.maximumCanvasSide)
        {
            throw WidgetCoreError(
                "controlCanvasSize \(given.width) × \(given.height) is out of range; give finite sides up to \(Int(Self.maximumCanvasSide)) points, or nil for the control with its margin")
        }
        var environment = context.environment(now: WidgetComposer.checkedNow(now, sink: sink))
        environment.displayScale = scale
        environment.widgetContentMargins = EdgeInsets()
        environment.colorScheme = .dark
        let probe = ControlTintProbe()
        environment.controlTintProbe = probe
        let base = ActivityComposition(measurer: measurer, context: context, environment: environment, scale: scale, sink: sink)
        let composition = ControlComposition(base: base, look: ControlLook(template, redactionReasons: context.redactionReasons), probe: probe)
        composition.checkLabel(placement: placement)
        switch placement {
        case .controlCenter(let size): return composition.controlCenter(size)
        case .lockScreen: return composition.lockScreen()
        case .actionButton:
            let island = try LiveActivityMetrics(context.device).requireIsland(on: context.device)
            return composition.actionButton(width: island.compactWidth)
        }
    }
}
