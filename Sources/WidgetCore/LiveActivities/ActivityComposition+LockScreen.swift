import Foundation

extension ActivityComposition {
    /// The Lock Screen presentation: the view proposed the device's Live Activity width and its
    /// ideal height, the platter as tall as the content within 84–160 pt (taller content is
    /// cut, with a diagnostic), on the `activityBackgroundTint` or the system's background.
    mutating func lockScreen(_ view: AnyView, metrics: LiveActivityMetrics) -> ComposedScene {
        let width = metrics.lockScreenWidth
        let nodes = resolve(view, in: environment)
        let m = LiveActivityLook.lockScreenMargins
        if let failure = WidgetComposer.nestingFailure(nodes, sink: sink) {
            return ComposedScene.failed(failure, canvas: CGSize(width: width, height: LiveActivityMetrics.heights.lowerBound), scale: scale, diagnostics: sink.diagnostics)
        }
        let ideal = measure(nodes, ProposedViewSize(width: max(0, width - m.leading - m.trailing), height: nil))
        let needed = ideal.height + m.top + m.bottom
        let heights = LiveActivityMetrics.heights
        let height = min(max(needed, heights.lowerBound), heights.upperBound)
        if needed > heights.upperBound + WidgetComposer.overflowTolerance {
            sink.report(
                Diagnostic(.activityTooTall, "the Lock Screen view is \(LayoutDump.format(needed)) pt tall, over the \(Int(heights.upperBound)) pt the system shows; it is cut to \(Int(heights.upperBound)) pt. Make it shorter (fewer lines, smaller images)."))
        }
        if metrics.lockScreenWidthIsChosen {
            chosen.append("the Lock Screen width on a \(LayoutDump.format(context.device.screen.width))-pt screen (\(LayoutDump.format(width)) pt)")
        }
        let size = CGSize(width: width, height: height)
        let rect = CGRect(origin: .zero, size: size)
        let content = rect.inset(by: m)
        let root = layout(nodes, in: content)

        let radius = LiveActivityLook.lockScreenCornerRadius
        chosen.append("the Lock Screen corner radius (\(LayoutDump.format(radius)) pt)")
        let tint = nodes.innermostPrimitive(ActivityBackgroundTintPrimitive.self)?.color
        if tint == nil { chosen.append("the Lock Screen's default background (solid \(context.colorScheme == .dark ? "black" : "white"))") }
        let background = tint?.resolve(in: environment) ?? LiveActivityLook.lockScreenBackground(context.colorScheme)
        var items = [DisplayItem(.fill(Path(rect), style: .color(background), bounds: rect, rule: .nonZero))]
        items += paint(root, container: rect, cornerRadius: radius)

        let tree = LayoutNode(groupNamed: "LiveActivity.lockScreen", frame: rect, children: [root])
        checkWidgetURL(in: LayoutTree(root: tree, canvas: size), islandURL: nil, name: "Lock Screen presentation")
        return scene(size: size, shape: Path(roundedRect: rect, cornerRadius: radius, style: .continuous), root: tree, items: items, name: "Lock Screen presentation")
    }
}

extension CGRect {
    /// The rectangle with `insets` taken off its edges (never negative).
    func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.leading, y: minY + insets.top,
            width: max(0, width - insets.leading - insets.trailing), height: max(0, height - insets.top - insets.bottom))
    }
}

extension Array where Element == ViewNode {
    /// The innermost node's primitive of type `P` along the first branch that has one.
    func innermostPrimitive<P>(_ type: P.Type) -> P? {
        for node in self {
            if let inner = node.children.innermostPrimitive(type) { return inner }
            if let p = node.primitive as? P { return p }
        }
        return nil
    }
}
