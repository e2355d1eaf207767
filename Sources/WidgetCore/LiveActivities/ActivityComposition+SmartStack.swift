import Foundation

extension ActivityComposition {
    /// Apple Watch's Smart Stack card: the watch's Smart Stack widget size (184 × 80.5 pt on
    /// 45 mm, **D**: Live Activities "use the same dimensions as watchOS widgets"), always dark,
    /// on the Smart Stack's dark grey (chosen) unless `activityBackgroundTint` sets one.
    mutating func smartStack(_ views: ActivityViews, card size: CGSize) -> ComposedScene {
        smallFamilyCard(views, size: size, scheme: .dark, cornerRadius: context.device.cornerRadius, name: "Smart Stack card")
    }

    /// CarPlay's Dashboard card: one of the HIG's three sizes (**D**), the small family's view
    /// in the context's scheme (the default card, made of the island's compact views, dark in
    /// either), on a white or dark grey card (chosen) unless `activityBackgroundTint` sets one,
    /// with CarPlay's 12-pt corners (chosen). Buttons and toggles do not act there (**D**, HIG).
    mutating func carPlay(_ views: ActivityViews) -> ComposedScene {
        chosen.append("CarPlay's card corner radius (\(LayoutDump.format(LiveActivityLook.carPlayCornerRadius)) pt)")
        let scene = smallFamilyCard(views, size: context.carPlayActivitySize.size, scheme: context.colorScheme, cornerRadius: LiveActivityLook.carPlayCornerRadius, name: "CarPlay card")
        let acting = scene.layout.tapTargets.filter { $0.kind == .button || $0.kind == .toggle }
        guard !acting.isEmpty else { return scene }
        sink.report(
            Diagnostic(
                .ignoredInteraction,
                "the CarPlay card has \(acting.count) button\(acting.count == 1 ? "" : "s") or toggle\(acting.count == 1 ? "" : "s"); they do not act in CarPlay (a tap opens nothing). Show their state as text there, or hide them in the small family."))
        var reported = scene
        reported.diagnostics = sink.diagnostics
        return reported
    }

    /// The small family's card: with ``ActivityFamily/small`` among the configuration's
    /// supplemental families, the Lock Screen view in that family
    /// (`@Environment(\.activityFamily) == .small`) fills it; without it, the system's default:
    /// the app's name over the compact leading and trailing views combined in one row (**D**,
    /// HIG: "combines the compact leading and trailing elements into one view"; the app name,
    /// **M**, WWDC24 notes). Margins, background and the default card's type are chosen and
    /// reported.
    private mutating func smallFamilyCard(_ views: ActivityViews, size: CGSize, scheme: ColorScheme, cornerRadius radius: CGFloat, name: String) -> ComposedScene {
        var env = environment
        var scheme = scheme
        if !views.supplementalFamilies.contains(.small) {
            // The compact views are made for the black island (white by default): the default
            // card shows them as the island does, dark, in either appearance (chosen).
            env = islandEnvironment
            scheme = .dark
        }
        env.colorScheme = scheme
        let rect = CGRect(origin: .zero, size: size)
        let content = rect.inset(by: LiveActivityLook.smallCardMargins)
        chosen.append("the \(name)'s margins (\(LayoutDump.format(LiveActivityLook.smallCardMargins.top)) pt)")
        let view: AnyView
        if views.supplementalFamilies.contains(.small) {
            env.activityFamily = .small
            view = views.content
        } else {
            chosen.append("the default \(name)'s layout (the app's name in footnote over the compact views)")
            view = AnyView(
                VStack(alignment: .leading, spacing: LiveActivityLook.smallCardNameSpacing) {
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
        let nodes = resolve(view, in: env)
        if let failure = WidgetComposer.nestingFailure(nodes, sink: sink) {
            return ComposedScene.failed(failure, canvas: size, scale: scale, diagnostics: sink.diagnostics)
        }
        let ideal = measure(nodes, ProposedViewSize(content.size))
        if ideal.height > content.height + WidgetComposer.overflowTolerance {
            sink.report(
                Diagnostic(
                    .activityTooTall,
                    "the \(name)'s view is \(LayoutDump.format(ideal.height)) pt tall, but the card leaves \(LayoutDump.format(content.height)) pt (\(LayoutDump.format(size.height)) pt less margins); it is cut. Make the small family's view shorter."))
        }
        let root = layout(nodes, in: content)
        let tint = nodes.innermostPrimitive(ActivityBackgroundTintPrimitive.self)?.color
        let fallback = LiveActivityLook.smallCardBackground(scheme)
        if tint == nil { chosen.append("the \(name)'s background (\(LiveActivityLook.hex(fallback)))") }
        let background = tint?.resolve(in: env) ?? fallback
        var items = [DisplayItem(.fill(Path(rect), style: .color(background), bounds: rect, rule: .nonZero))]
        items += paint(root, container: rect, cornerRadius: radius)
        var tree = LayoutNode(groupNamed: name == "CarPlay card" ? "LiveActivity.carPlay" : "LiveActivity.smartStack", frame: rect, children: [root])
        if !views.supplementalFamilies.contains(.small), let url = views.dynamicIsland.widgetURL {
            // The default card is the island's compact views: the island's `widgetURL` is its
            // tap target over the whole card, as over the whole island.
            tree.primitive = TapTargetPrimitive(kind: .widgetURL, action: .url(url))
        }
        checkWidgetURL(in: LayoutTree(root: tree, canvas: size), islandURL: views.dynamicIsland.widgetURL, name: name)
        return scene(size: size, shape: Path(roundedRect: rect, cornerRadius: radius, style: .continuous), root: tree, items: items, name: name)
    }
}
