import Foundation

extension ActivityComposition {
    /// What the island's views see: a dark colour scheme and white as the foreground style,
    /// since the island is black whatever the appearance (**D**, HIG).
    var islandEnvironment: EnvironmentValues {
        var env = environment
        env.colorScheme = .dark
        env.setForegroundStyles([AnyShapeStyle(Color.white)])
        return env
    }

    /// The compact presentation: the whole island (230 or 250 × 36.67 pt), the leading and
    /// trailing views each in its half beside the 125.33 pt sensor gap, clipped to it.
    mutating func compact(_ island: DynamicIsland, island metrics: LiveActivityMetrics.Island) -> ComposedScene {
        let size = CGSize(width: metrics.compactWidth, height: LiveActivityMetrics.capsuleHeight)
        let half = metrics.compactHalfWidth
        let margins = self.margins(island, .compact, default: LiveActivityLook.compactMargins, what: "compact")
        if metrics.halvesAreDerived { chosen.append("the compact halves on a \(LayoutDump.format(context.device.screen.width))-pt screen (\(LayoutDump.format(half)) pt, from the island's width)") }
        let env = islandEnvironment
        var items: [DisplayItem] = []
        var children: [LayoutNode] = []
        let halves = [
            ("compactLeading", island.compactLeading, CGRect(x: 0, y: 0, width: half, height: size.height)),
            ("compactTrailing", island.compactTrailing, CGRect(x: size.width - half, y: 0, width: half, height: size.height)),
        ]
        for (name, view, rect) in halves {
            let nodes = resolve(view, in: env)
            let content = rect.inset(by: margins)
            let fitted = measure(nodes, ProposedViewSize(content.size))
            if fitted.width > content.width + WidgetComposer.overflowTolerance {
                sink.report(
                    Diagnostic(
                        .compactContentTooWide,
                        "the \(name) view is \(LayoutDump.format(fitted.width)) pt wide, but its half of the compact island leaves \(LayoutDump.format(content.width)) pt (\(LayoutDump.format(half)) pt less margins); the camera hides the rest. Make it narrower (a symbol, a shorter text)."
                    ))
            }
            let root = layout(nodes, in: content)
            var group = LayoutNode(groupNamed: "DynamicIsland.\(name)", frame: rect, children: [root])
            group.identifier = "dynamicIsland.\(name)"
            children.append(group)
            items.append(DisplayItem(.beginClip(Path(rect))))
            items += paint(root, container: rect, cornerRadius: 0)
            items.append(DisplayItem(.endClip))
        }
        return islandScene(island, size: size, cornerRadius: size.height / 2, children: children, items: items, name: "compact island")
    }

    /// The minimal presentation: the view in a capsule 36.67 pt tall and 36.67–45 pt wide.
    mutating func minimal(_ island: DynamicIsland) -> ComposedScene {
        let height = LiveActivityMetrics.capsuleHeight
        let widths = LiveActivityMetrics.minimalWidths
        let m = margins(island, .minimal, default: LiveActivityLook.minimalMargins, what: "minimal")
        let nodes = resolve(island.minimal, in: islandEnvironment)
        let room = CGSize(width: max(0, widths.upperBound - m.leading - m.trailing), height: max(0, height - m.top - m.bottom))
        let fitted = measure(nodes, ProposedViewSize(room))
        if fitted.width > room.width + WidgetComposer.overflowTolerance {
            sink.report(
                Diagnostic(
                    .compactContentTooWide,
                    "the minimal view is \(LayoutDump.format(fitted.width)) pt wide, but the minimal presentation leaves \(LayoutDump.format(room.width)) pt (\(LayoutDump.format(widths.upperBound)) pt less margins); it is cut. Make it narrower."))
        }
        let width = min(max(fitted.width + m.leading + m.trailing, widths.lowerBound), widths.upperBound)
        let rect = CGRect(x: 0, y: 0, width: width, height: height)
        let root = layout(nodes, in: rect.inset(by: m))
        var group = LayoutNode(groupNamed: "DynamicIsland.minimal", frame: rect, children: [root])
        group.identifier = "dynamicIsland.minimal"
        let items = paint(root, container: rect, cornerRadius: height / 2)
        return islandScene(island, size: rect.size, cornerRadius: height / 2, children: [group], items: items, name: "minimal presentation")
    }

    /// The margins of `mode`: the island's, else `fallback`'s, noting a chosen default.
    mutating func margins(_ island: DynamicIsland, _ mode: DynamicIslandMode, default fallback: EdgeInsets, what: String) -> EdgeInsets {
        let set = island.margins[mode] ?? DynamicIslandMargins()
        if !set.coversAllEdges { chosen.append("the \(what) presentation's default content margins") }
        return set.resolved(over: fallback)
    }

    /// An island scene: the key line (dark appearance) over the content, clipped to the
    /// island's shape; the surface draws the black capsule under it.
    mutating func islandScene(_ island: DynamicIsland, size: CGSize, cornerRadius: CGFloat, children: [LayoutNode], items: [DisplayItem], name: String) -> ComposedScene {
        let rect = CGRect(origin: .zero, size: size)
        // A capsule's ends are half circles; the expanded island's corners are continuous.
        let style: RoundedCornerStyle = cornerRadius * 2 >= size.height - 0.001 ? .circular : .continuous
        let shape = Path(roundedRect: rect, cornerRadius: cornerRadius, style: style)
        var all = items
        if context.colorScheme == .dark {
            let w = LiveActivityLook.keylineWidth
            let color = island.keylineTint?.resolve(in: islandEnvironment) ?? LiveActivityLook.defaultKeyline
            chosen.append(island.keylineTint == nil ? "the key line's width and default colour" : "the key line's width")
            let line = Path(roundedRect: rect.insetBy(dx: w / 2, dy: w / 2), cornerRadius: max(0, cornerRadius - w / 2), style: style)
            all.append(DisplayItem(.stroke(line, style: .color(color), bounds: rect, stroke: StrokeStyle(lineWidth: w))))
        }
        var root = LayoutNode(groupNamed: "DynamicIsland", frame: rect, children: children)
        if let url = island.widgetURL {
            // The island's `widgetURL` is a tap target over the whole island, as a view's is
            // over its presentation (`LayoutTree/tapTargets`).
            root.primitive = TapTargetPrimitive(kind: .widgetURL, action: .url(url))
        }
        checkWidgetURL(in: LayoutTree(root: root, canvas: size), islandURL: island.widgetURL, name: name)
        return scene(size: size, shape: shape, root: root, items: all, name: name)
    }
}

extension DynamicIslandMargins {
    /// Whether every edge has its own length.
    var coversAllEdges: Bool { Edge.allCases.allSatisfy { (edges[$0] ?? nil) != nil } }
}
