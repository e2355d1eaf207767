import Foundation

/// Turns laid-out nodes into display items, back to front, with frames snapped to the
/// device pixel grid.
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
        let frame = snap(node.frame)
        func item(_ op: DisplayItem.Operation) -> DisplayItem {
            DisplayItem(op, accentGroup: node.accentGroup, accentedRenderingMode: node.accentedRenderingMode)
        }
        switch node.kind {
        case .shape(let shape, let drawing):
            switch drawing {
            case .fill(let style, let rule):
                items.append(item(.fill(path(shape, frame), style: style, bounds: frame, rule: rule)))
            case .stroke(let style, let stroke):
                items.append(item(.stroke(path(shape, frame), style: style, bounds: frame, stroke: stroke)))
            case .strokeBorder(let style, let stroke):
                let inset = frame.insetBy(dx: stroke.lineWidth / 2, dy: stroke.lineWidth / 2)
                // A border wider than the frame leaves no outline to stroke (CGRect.null).
                if !inset.isNull {
                    items.append(item(.stroke(path(shape, inset), style: style, bounds: frame, stroke: stroke)))
                }
            }
        case .divider(let color):
            items.append(item(.fill(Path(frame), style: .color(color), bounds: frame, rule: .nonZero)))
        case .text(let t):
            guard let layout = node.textLayout, frame.width > 0, frame.height > 0 else { return }
            let drawing = TextDrawing(text: t.text, frame: frame, width: layout.width, maxLines: layout.maxLines, fontScale: layout.fontScale, style: t.style)
            items.append(item(.text(drawing)))
        case .opacity(let opacity):
            if opacity <= 0 { return }
            var group: [DisplayItem] = []
            paintChildren(node, into: &group)
            if opacity >= 1 {
                items += group
            } else if group.count == 1, let faded = group[0].fading(by: opacity) {
                // One drawing: its alpha times the opacity is exactly what compositing a
                // transparency group gives, without a canvas-sized offscreen surface.
                items.append(faded)
            } else {
                items.append(item(.beginGroup(opacity: opacity)))
                items += group
                items.append(item(.endGroup))
            }
            return
        case .clip(let shape):
            items.append(item(.beginClip(path(shape, frame))))
            paintChildren(node, into: &items)
            items.append(item(.endClip))
            return
        case .containerBackground:
            // The widget draws the container background itself; only the content is here.
            if let content = node.children.first { paint(content, into: &items) }
            return
        default:
            break
        }
        paintChildren(node, into: &items)
    }

    private func paintChildren(_ node: LayoutNode, into items: inout [DisplayItem]) {
        for child in node.children { paint(child, into: &items) }
    }

    private func path(_ shape: any Shape, _ rect: CGRect) -> Path {
        if let relative = shape as? ContainerDependentShape, let container = containerFrame.map(snap) {
            return relative.path(in: rect, container: container, cornerRadius: containerCornerRadius)
        }
        return shape.path(in: rect)
    }

    /// Rounds a frame's origin and far corner to device pixels (ties round up).
    package func snap(_ r: CGRect) -> CGRect {
        guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return .zero }
        func px(_ v: CGFloat) -> CGFloat { (v * scale + 0.5).rounded(.down) / scale }
        let x0 = px(r.minX), y0 = px(r.minY), x1 = px(r.maxX), y1 = px(r.maxY)
        return CGRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}
