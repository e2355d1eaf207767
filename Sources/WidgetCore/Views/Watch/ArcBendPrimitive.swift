import Foundation

/// Bends its child onto a circle about the watch face's centre: the text of an
/// `accessoryCorner`'s label or curved main content.
///
/// Text is bent glyph cluster by glyph cluster by the rasteriser (``TextDrawing/bend``); every
/// other drawing (an image, a symbol, a shape) is moved whole to where its centre lands and
/// turned to follow the circle. Layout is untouched: the child's frame stays where the layout
/// put it, and its centre is the point that lands on the circle.
struct ArcBendPrimitive: RenderEffectPrimitive {
    /// Which band of the corner the child follows.
    enum Band: Hashable {
        /// The label's band, inside the main view.
        case label
        /// The label's band when the main content curves: inside the content's band.
        case labelInsideCurvedContent
        /// The curved main content's band, outside the label's.
        case content
    }

    let corner: WatchCornerGeometry
    let band: Band

    var name: String { band == .content ? "widgetCurvesContent" : "widgetLabel (curved)" }

    func paint(_ node: LayoutNode, with painter: Painter, into items: inout [DisplayItem]) {
        var inner: [DisplayItem] = []
        painter.paintChildren(of: node, into: &inner)
        let anchor = CGPoint(x: node.frame.midX, y: node.frame.midY)
        let bend: ArcBend
        switch band {
        case .label: bend = corner.labelBend(anchor: anchor, lineHeight: node.frame.height)
        case .labelInsideCurvedContent: bend = corner.labelBend(anchor: anchor, lineHeight: node.frame.height, curvedContent: true)
        case .content: bend = corner.contentBend(anchor: anchor)
        }
        guard bend.isFinite else {
            items += inner
            return
        }
        for item in inner { items += Self.bent(item, by: bend) }
    }

    /// `item` bent by `bend`: text with the bend attached, a drawing moved and turned inside a
    /// transform scope, anything else (clips, groups, effects) as it is.
    static func bent(_ item: DisplayItem, by bend: ArcBend) -> [DisplayItem] {
        let center: CGPoint
        switch item.operation {
        case .text(var drawing):
            drawing.bend = bend
            var out = item
            out.operation = .text(drawing)
            return [out]
        case .image(let image):
            center = CGPoint(x: image.frame.midX, y: image.frame.midY)
        case .fill(_, _, let bounds, _), .stroke(_, _, let bounds, _):
            center = CGPoint(x: bounds.midX, y: bounds.midY)
        default:
            return [item]
        }
        let move = bend.placement(of: center)
        guard move.isFinite else { return [item] }
        var begin = item
        begin.operation = .beginEffect(.transform(move))
        var end = item
        end.operation = .endEffect
        return [begin, item, end]
    }
}

extension ViewNode {
    /// Whether the node or a descendant curves corner content (`widgetCurvesContent()`).
    var curvesCornerContent: Bool {
        (primitive as? ArcBendPrimitive)?.band == .content || children.contains { $0.curvesCornerContent }
    }
}
