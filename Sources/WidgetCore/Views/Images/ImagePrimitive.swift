import Foundation

/// A resolved `Image`: a symbol's layers, a picture, or the placeholder of a missing one.
///
/// Not resizable, it is its natural size whatever it is offered (as SwiftUI's images);
/// resizable, it takes the proposed size on each axis, and its natural size where an axis is
/// unspecified. A symbol's first and last text baselines sit where text beside it would put
/// its baseline: the ink is centred on the font's cap height.
struct ImagePrimitive: Primitive {
    enum Drawing: Sendable {
        /// A symbol: one SVG per layer with its fill, and the ink box in artwork units.
        case symbol(name: String, layers: [(svg: Data, style: ResolvedStyle)], viewBox: CGFloat, ink: CGRect)
        /// A picture, with its template fill when it is drawn as a template.
        case picture(ImageDrawing.Source, template: ResolvedStyle?)
        /// A missing or unreadable image or symbol: a crossed box.
        case placeholder(symbolName: String?)
    }

    var drawing: Drawing
    /// The size the image has when not resized.
    var naturalSize: CGSize
    /// Whether the image takes the size it is offered.
    var isResizable: Bool
    /// For a symbol, the distance from its top to the text baseline at its natural size.
    var baseline: CGFloat?
    var interpolation: ImageDrawing.Interpolation
    /// Cap insets of a resizable bitmap: the edges kept unscaled (`nil`: stretched whole).
    var capInsets: EdgeInsets?

    var name: String { "Image" }

    /// The colour of the missing-image placeholder: grey at 60 %.
    static let placeholderColor = RGBA(red: 0.56, green: 0.56, blue: 0.58, alpha: 0.6)

    func sizeThatFits(_ proposal: ProposedViewSize, in box: LayoutBox) -> CGSize {
        guard isResizable else { return naturalSize }
        func axis(_ p: CGFloat?, _ natural: CGFloat) -> CGFloat {
            guard let p else { return natural }
            return p.isFinite ? max(p, 0) : natural
        }
        return CGSize(width: axis(proposal.width, naturalSize.width), height: axis(proposal.height, naturalSize.height))
    }

    func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize, in box: LayoutBox) -> CGFloat? {
        guard let baseline, key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key else { return nil }
        guard naturalSize.height > 0 else { return nil }
        return baseline * size.height / naturalSize.height
    }

    func paint(_ node: LayoutNode, with painter: Painter, into items: inout [DisplayItem]) {
        let frame = painter.snap(node.frame)
        guard frame.width > 0, frame.height > 0 else { return }
        switch drawing {
        case .symbol(let name, let layers, let viewBox, let ink):
            guard ink.width > 0, ink.height > 0 else { return }
            let kx = frame.width / ink.width
            let ky = frame.height / ink.height
            let box = CGRect(x: frame.minX - ink.minX * kx, y: frame.minY - ink.minY * ky, width: viewBox * kx, height: viewBox * ky)
            for layer in layers {
                let image = ImageDrawing(source: .svg(layer.svg), frame: box, interpolation: interpolation, templateStyle: layer.style, symbolName: name)
                items.append(painter.item(.image(image), for: node))
            }
        case .picture(.pixels(let w, let h, let rgba), let template) where capInsets != nil:
            let pieces = ImagePrimitive.capInsetPieces(width: w, height: h, rgba: rgba, natural: naturalSize, insets: capInsets ?? EdgeInsets(), frame: frame, interpolation: interpolation, template: template)
            for piece in pieces { items.append(painter.item(.image(piece), for: node)) }
        case .picture(let source, let template):
            let image = ImageDrawing(source: source, frame: frame, interpolation: interpolation, templateStyle: template)
            items.append(painter.item(.image(image), for: node))
        case .placeholder:
            let style = ResolvedStyle.color(ImagePrimitive.placeholderColor)
            let inset = frame.insetBy(dx: min(0.5, frame.width / 2), dy: min(0.5, frame.height / 2))
            var cross = Path()
            cross.move(to: CGPoint(x: inset.minX, y: inset.minY))
            cross.addLine(to: CGPoint(x: inset.maxX, y: inset.maxY))
            cross.move(to: CGPoint(x: inset.maxX, y: inset.minY))
            cross.addLine(to: CGPoint(x: inset.minX, y: inset.maxY))
            cross.addRect(inset)
            items.append(painter.item(.stroke(cross, style: style, bounds: frame, stroke: StrokeStyle(lineWidth: 1)), for: node))
        }
    }
}
