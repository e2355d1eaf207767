import Foundation

/// Bends its child onto a circle about the watch face's centre: the text of an
/// `accessoryCorner`'s label or curved main content, or of a circular complication's bezel label.
///
/// Text is bent glyph cluster by glyph cluster by the rasteriser (``TextDrawing/bend``); every
/// other drawing (an image, a symbol with its layers, a shape, a clipped or faded image with
/// its clip or group) is moved whole to where its centre lands and turned to the circle's
/// tangent there, not warped (`bent(_:by:)`). Layout is untouched: the child's frame stays
/// where the layout put it, and its centre is the point that lands on the circle.
struct ArcBendPrimitive: RenderEffectPrimitive {
    /// Which band of the face the child follows.
    enum Band: Sendable {
        /// A corner's label, inside its main view.
        case cornerLabel(WatchCornerGeometry)
        /// A corner's label when the main content curves: inside the content's band.
        case cornerLabelInsideCurvedContent(WatchCornerGeometry)
        /// A corner's curved main content, outside the label's band.
        case cornerContent(WatchCornerGeometry)
        /// A circular complication's label along the bezel of the Infograph face.
        case bezelLabel(WatchBezelGeometry)

        /// The bend of a child whose frame's centre is `anchor` and which is `height` tall.
        func bend(anchor: CGPoint, height: CGFloat) -> ArcBend {
            switch self {
            case .cornerLabel(let g): return g.labelBend(anchor: anchor, lineHeight: height)
            case .cornerLabelInsideCurvedContent(let g): return g.labelBend(anchor: anchor, lineHeight: height, curvedContent: true)
            case .cornerContent(let g): return g.contentBend(anchor: anchor)
            case .bezelLabel(let g): return g.labelBend(anchor: anchor, lineHeight: height)
            }
        }

        /// Whether the band is a corner's curved content.
        var isCornerContent: Bool {
            if case .cornerContent = self { return true }
            return false
        }
    }

    let band: Band

    var name: String { band.isCornerContent ? "widgetCurvesContent" : "widgetLabel (curved)" }

    func paint(_ node: LayoutNode, with painter: Painter, into items: inout [DisplayItem]) {
        var inner: [DisplayItem] = []
        painter.paintChildren(of: node, into: &inner)
        let bend = band.bend(anchor: CGPoint(x: node.frame.midX, y: node.frame.midY), height: node.frame.height)
        guard bend.isFinite else {
            items += inner
            return
        }
        items += Self.bent(inner, by: bend)
    }
}

extension ViewNode {
    /// Whether the node or a descendant curves corner content (`widgetCurvesContent()`).
    var curvesCornerContent: Bool {
        (primitive as? ArcBendPrimitive)?.band.isCornerContent == true || children.contains { $0.curvesCornerContent }
    }
}

extension ViewNode {
    /// The names of the drawn views under the node that are not text (images, symbols, shapes,
    /// gauges): a bend moves them onto its circle whole instead of bending them.
    var unbentDrawings: [String] {
        if primitive is TextPrimitive { return [] }
        if children.isEmpty { return primitive is ImagePrimitive || primitive is ShapePrimitive ? [primitive.name] : [] }
        return children.flatMap(\.unbentDrawings)
    }
}
