import Foundation

extension ActivityComposition {
    /// The expanded presentation: the regions measured and placed by
    /// ``ExpandedIslandLayout`` in the island's width, the island as tall as they need within
    /// 84–160 pt; a leading region's content is aligned to its leading edge, a trailing one's
    /// to its trailing edge, the center and bottom centred.
    mutating func expanded(_ island: DynamicIsland, island metrics: LiveActivityMetrics.Island) -> ComposedScene {
        let width = metrics.expandedWidth
        let heights = LiveActivityMetrics.heights
        let islandMargins = margins(island, .expanded, default: LiveActivityLook.expandedMargins, what: "expanded")
        let env = islandEnvironment
        var resolved: [(DynamicIslandRegion, [ViewNode])] = []
        var measured: [ExpandedIslandLayout.Region] = []
        for region in island.regions where !resolved.contains(where: { $0.0.position == region.position }) {
            let nodes = resolve(region.content, in: env)
            let ownMargins = region.margins.resolved(over: islandMargins)
            let ideal = measure(nodes, ProposedViewSize(width: nil, height: nil))
            measured.append(
                ExpandedIslandLayout.Region(
                    region.position, idealWidth: ideal.width, margins: ownMargins, priority: region.priority,
                    belowIfTooWide: nodes.innermostPrimitive(VerticalPlacementPrimitive.self) != nil,
                    height: { [self] w in measure(nodes, ProposedViewSize(width: w, height: nil)).height }))
            resolved.append((region, nodes))
        }
        if resolved.count > 1 { chosen.append("the space between expanded regions (\(LayoutDump.format(LiveActivityLook.regionSpacing)) pt)") }
        let result = ExpandedIslandLayout(width: width, margins: islandMargins).layout(measured)
        for position in result.underCamera {
            sink.report(
                Diagnostic(.contentUnderCamera, "the expanded \(position) region is too wide to sit beside the camera and passes under it, where nothing shows. Add .dynamicIsland(verticalPlacement: .belowIfTooWide) to its content, or make it narrower."))
        }
        if result.contentHeight > heights.upperBound + WidgetComposer.overflowTolerance {
            sink.report(Diagnostic(.activityTooTall, "the expanded island's regions need \(LayoutDump.format(result.contentHeight)) pt, over the \(Int(heights.upperBound)) pt the system shows; they are cut. Make them shorter."))
        }
        let size = CGSize(width: width, height: min(max(result.contentHeight, heights.lowerBound), heights.upperBound))
        let rect = CGRect(origin: .zero, size: size)
        var items: [DisplayItem] = []
        var children: [LayoutNode] = []
        for (region, nodes) in resolved {
            guard let frame = result.frames[region.position] else { continue }
            let fitted = measure(nodes, ProposedViewSize(frame.size))
            var content = frame
            if region.position == .leading { content.size.width = min(frame.width, fitted.width) }
            if region.position == .trailing { content = CGRect(x: frame.maxX - min(frame.width, fitted.width), y: frame.minY, width: min(frame.width, fitted.width), height: frame.height) }
            let root = layout(nodes, in: content)
            var group = LayoutNode(groupNamed: "DynamicIsland.\(region.position)", frame: frame, children: [root])
            group.identifier = "dynamicIsland.\(region.position)"
            children.append(group)
            items += paint(root, container: rect, cornerRadius: LiveActivityMetrics.expandedCornerRadius)
        }
        return islandScene(island, size: size, cornerRadius: LiveActivityMetrics.expandedCornerRadius, children: children, items: items, name: "expanded island")
    }
}
