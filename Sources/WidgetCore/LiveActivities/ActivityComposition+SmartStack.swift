import Foundation

extension ActivityComposition {
    /// Apple Watch's Smart Stack card: the watch's Smart Stack widget size (184 × 80.5 pt on
    /// 45 mm, **D**: Live Activities "use the same dimensions as watchOS widgets").
    ///
    /// With ``ActivityFamily/small`` among the configuration's supplemental families, the Lock
    /// Screen view in that family (`@Environment(\.activityFamily) == .small`) fills the card;
    /// without it, the system's default: the app's name over the compact leading and trailing
    /// views combined in one row (**D**, HIG: "combines the compact leading and trailing
    /// elements into one view"; the app name, **M**, WWDC24 notes). The watch is always dark.
    /// The background, margins and the default card's type are chosen and reported.
    mutating func smartStack(_ views: ActivityViews, card size: CGSize) -> ComposedScene {
        var env = environment
        env.colorScheme = .dark
        let rect = CGRect(origin: .zero, size: size)
        let content = rect.inset(by: LiveActivityLook.smartStackMargins)
        chosen.append("the Smart Stack card's margins (\(LayoutDump.format(LiveActivityLook.smartStackMargins.top)) pt)")
        let nodes: [ViewNode]
        let view: AnyView
        if views.supplementalFamilies.contains(.small) {
            env.activityFamily = .small
            view = views.content
        } else {
            chosen.append("the default Smart Stack card's layout (the app's name in footnote over the compact views)")
            view = AnyView(
                VStack(alignment: .leading, spacing: LiveActivityLook.smartStackNameSpacing) {
                    Text(verbatim: views.appName).font(.footnote.weight(.semibold)).foregroundStyle(.secondary).lineLimit(1)
                    HStack(spacing: 4) {
                        views.dynamicIsland.compactLeading
                        Spacer(minLength: 4)
                        views.dynamicIsland.compactTrailing
                    }
                    .frame(maxHeight: .infinity)
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
        }
        nodes = resolve(view, in: env)
        if let failure = WidgetComposer.nestingFailure(nodes, sink: sink) {
            return ComposedScene.failed(failure, canvas: size, scale: scale, diagnostics: sink.diagnostics)
        }
        let ideal = measure(nodes, ProposedViewSize(content.size))
        if ideal.height > content.height + WidgetComposer.overflowTolerance {
            sink.report(
                Diagnostic(
                    .activityTooTall,
                    "the Smart Stack card's view is \(LayoutDump.format(ideal.height)) pt tall, but the card leaves \(LayoutDump.format(content.height)) pt (\(LayoutDump.format(size.height)) pt less margins); it is cut. Make the small family's view shorter."))
        }
        let root = layout(nodes, in: content)
        let radius = context.device.cornerRadius
        let tint = nodes.innermostPrimitive(ActivityBackgroundTintPrimitive.self)?.color
        if tint == nil { chosen.append("the Smart Stack card's background (#202022)") }
        let background = tint?.resolve(in: env) ?? LiveActivityLook.smartStackBackground
        var items = [DisplayItem(.fill(Path(rect), style: .color(background), bounds: rect, rule: .nonZero))]
        items += paint(root, container: rect, cornerRadius: radius)
        let tree = LayoutNode(groupNamed: "LiveActivity.smartStack", frame: rect, children: [root])
        checkWidgetURL(in: LayoutTree(root: tree, canvas: size), islandURL: views.dynamicIsland.widgetURL, name: "Smart Stack card")
        return scene(size: size, shape: Path(roundedRect: rect, cornerRadius: radius, style: .continuous), root: tree, items: items, name: "Smart Stack card")
    }
}
