import Foundation

/// Turns laid-out nodes into display items, back to front, with frames snapped to the
/// device pixel grid. Each node's primitive paints itself (``Primitive/paint(_:with:into:)``).
package struct Painter: Sendable {
    /// Device pixels per point.
    package var scale: CGFloat
    /// The widget's frame and corner radius, for `ContainerRelativeShape`.
    package var containerFrame: CGRect?
    /// The widget's corner radius.
    package var containerCornerRadius: CGFloat

    /// Creates a painter.
    package init(scale: CGFloat, containerFrame: CGRect? = nil, containerCornerRadius: CGFloat = 0) {
        self.scale = scale
        self.containerFrame = containerFrame
        self.containerCornerRadius = containerCornerRadius
    }

    /// Appends the drawing of `node` and its subtree to `items`.
    package func paint(_ node: LayoutNode, into items: inout [DisplayItem]) {
        node.primitive.paint(node, with: self, into: &items)
    }

    /// Appends the drawing of `node`'s children to `items`, back to front.
    package func paintChildren(of node: LayoutNode, into items: inout [DisplayItem]) {
        for child in node.children { paint(child, into: &items) }
    }

    /// A display item for `node`, tagged with its accent group and image rendering mode.
    package func item(_ operation: DisplayItem.Operation, for node: LayoutNode) -> DisplayItem {
        DisplayItem(operation, accentGroup: node.accentGroup, accentedRenderingMode: node.accentedRenderingMode)
    }

    /// The outline of `shape` in `rect`, relative to the widget for container-relative shapes.
    package func path(_ shape: any Shape, in rect: CGRect) -> Path {
        if let container = containerFrame.map(snap),
            let relative = shape._containerPath(in: rect, container: container, cornerRadius: containerCornerRadius)
        {
            return relative
        }
        return shape.path(in: rect)
    }

    /// Rounds a frame's origin and far corner to device pixels (ties round up). Coordinates
    /// beyond what the rasteriser takes (``DisplayLimits/maximumDeviceCoordinate``) are
    /// clamped there first, so a huge but finite frame stays finite in pixels.
    package func snap(_ r: CGRect) -> CGRect {
        guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return .zero }
        let limit = DisplayLimits.maximumDeviceCoordinate / max(scale, 1e-9)
        func px(_ v: CGFloat) -> CGFloat { (min(max(v, -limit), limit) * scale + 0.5).rounded(.down) / scale }
        let x0 = px(r.minX)
        let y0 = px(r.minY)
        let x1 = px(r.maxX)
        let y1 = px(r.maxY)
        return CGRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}
