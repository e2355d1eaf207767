import Foundation

extension ActivityComposition {
    /// StandBy: the Lock Screen view at its Lock Screen size, scaled 2× and centred on the
    /// landscape screen, its `activityBackgroundTint` (or StandBy's black) extended to the
    /// whole screen (**D**, HIG). The views read `isActivityFullscreen == true` and a dark colour
    /// scheme (chosen: StandBy's screen is black).
    ///
    /// The display list is the screen divided by the scale, at the device's scale times it:
    /// the image is the screen in pixels, and the layout tree is in the view's own points.
    mutating func standBy(_ view: AnyView, metrics: LiveActivityMetrics) -> ComposedScene {
        var env = environment
        env.isActivityFullscreen = true
        let nodes = resolve(view, in: env)
        let tint = nodes.innermostPrimitive(ActivityBackgroundTintPrimitive.self)?.color
        let factor = tint == nil ? LiveActivityLook.standByDefaultBackgroundScale : LiveActivityLook.standByScale
        let screen = context.device.screen
        let canvas = CGSize(width: max(screen.width, screen.height) / factor, height: min(screen.width, screen.height) / factor)
        scale *= factor
        if let failure = WidgetComposer.nestingFailure(nodes, sink: sink) {
            return ComposedScene.failed(failure, canvas: canvas, scale: scale, diagnostics: sink.diagnostics)
        }
        let width = metrics.lockScreenWidth
        let needed = measure(nodes, ProposedViewSize(width: width, height: nil)).height
        let heights = LiveActivityMetrics.heights
        let height = min(max(needed, heights.lowerBound), heights.upperBound)
        if needed > heights.upperBound + WidgetComposer.overflowTolerance {
            sink.report(
                Diagnostic(.activityTooTall, "the Lock Screen view is \(LayoutDump.format(needed)) pt tall, over the \(Int(heights.upperBound)) pt the system shows; it is cut to \(Int(heights.upperBound)) pt. Make it shorter (fewer lines, smaller images)."))
        }
        if metrics.lockScreenWidthIsChosen {
            chosen.append("the Lock Screen width on a \(LayoutDump.format(context.device.screen.width))-pt screen (\(LayoutDump.format(width)) pt)")
        }
        chosen.append("StandBy's dark appearance")
        if tint == nil {
            chosen.append("StandBy's scale with the default background (\(LayoutDump.format(factor))×) and its background (black)")
        }
        let rect = CGRect(origin: .zero, size: canvas)
        let platter = CGRect(x: (canvas.width - width) / 2, y: (canvas.height - height) / 2, width: width, height: height)
        let root = layout(nodes, in: platter)
        let radius = LiveActivityLook.lockScreenCornerRadius
        chosen.append("the Lock Screen corner radius (\(LayoutDump.format(radius)) pt, for ContainerRelativeShape)")
        let background = tint?.resolve(in: env) ?? LiveActivityLook.standByBackground
        var items = [DisplayItem(.fill(Path(rect), style: .color(background), bounds: rect, rule: .nonZero))]
        items += paint(root, container: platter, cornerRadius: radius)
        let tree = LayoutNode(groupNamed: "LiveActivity.standBy", frame: rect, children: [root])
        checkWidgetURL(in: LayoutTree(root: tree, canvas: canvas), islandURL: nil, name: "Lock Screen presentation")
        return scene(size: canvas, shape: Path(rect), root: tree, items: items, name: "StandBy presentation")
    }
}
