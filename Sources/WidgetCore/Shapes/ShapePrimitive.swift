import Foundation

/// A resolved shape: sized by the shape, filled or stroked with a resolved style.
struct ShapePrimitive: Primitive {
    /// How a shape is drawn.
    enum Drawing: Sendable {
        /// Fills the interior with a style and a fill rule.
        case fill(ResolvedStyle, FillRule)
        /// Strokes the outline, centred on the path.
        case stroke(ResolvedStyle, StrokeStyle)
        /// A stroke inset by half its width so it stays inside the frame.
        case strokeBorder(ResolvedStyle, StrokeStyle)
    }

    let shape: any Shape
    let drawing: Drawing

    var name: String { String(describing: type(of: shape)) }

    func sizeThatFits(_ proposal: ProposedViewSize, in box: LayoutBox) -> CGSize {
        shape.sizeThatFits(proposal)
    }

    func paint(_ node: LayoutNode, with painter: Painter, into items: inout [DisplayItem]) {
        let frame = painter.snap(node.frame)
        switch drawing {
        case .fill(let style, let rule):
            items.append(painter.item(.fill(painter.path(shape, in: frame), style: style, bounds: frame, rule: rule), for: node))
        case .stroke(let style, let stroke):
            items.append(painter.item(.stroke(painter.path(shape, in: frame), style: style, bounds: frame, stroke: stroke), for: node))
        case .strokeBorder(let style, let stroke):
            let inset = frame.insetBy(dx: stroke.lineWidth / 2, dy: stroke.lineWidth / 2)
            // A border wider than the frame leaves no outline to stroke (CGRect.null).
            if !inset.isNull {
                items.append(painter.item(.stroke(painter.path(shape, in: inset), style: style, bounds: frame, stroke: stroke), for: node))
            }
        }
    }
}
