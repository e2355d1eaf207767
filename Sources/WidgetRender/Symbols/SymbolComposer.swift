import Foundation

/// Writes a symbol's SVG documents from its artwork, transform and weight.
///
/// Every document has the same 16-unit view box and `preserveAspectRatio="none"`, so a
/// resizable symbol stretches as SwiftUI's does. Composed symbols have two layers: the
/// enclosure (level 1, secondary) and the glyph (level 0); in monochrome the glyph is cut out
/// of a filled enclosure.
struct SymbolComposer {
    let viewBox: Double
    /// The stroke that thickens outlines for the weight (``SymbolWeight``).
    let outline: Double

    /// The share of the enclosure the glyph takes.
    static let glyphScale = 0.55

    /// The monochrome document and the layers, given the artwork's inner SVG and the digits
    /// artwork (for numbers).
    func compose(inner: String, transform: SymbolTransform, digits: [Int: String]) -> (monochrome: String, layers: [(String, Int)]) {
        switch transform {
        case .none:
            let doc = document(weighted(inner, outline))
            return (doc, [(doc, 0)])
        case .slash:
            let doc = document(slashed(weighted(inner, outline)))
            return (doc, [(doc, 0)])
        case .enclosed(let square, let filled):
            return enclosed(glyph: scaledGlyph(weighted(inner, outline / SymbolComposer.glyphScale)), square: square, filled: filled)
        case .number(let n, let square, let filled):
            return enclosed(glyph: number(n, digits: digits), square: square, filled: filled)
        }
    }

    private func document(_ body: String) -> String {
        let v = fmt(viewBox)
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(v)\" height=\"\(v)\" viewBox=\"0 0 \(v) \(v)\" preserveAspectRatio=\"none\">\(body)</svg>"
    }

    /// The artwork in black, each outline stroked `width` units wide (none when 0).
    ///
    /// The stroke grows every line by half its width on each side, and the view box clips
    /// what grows past its edges: artwork that touches them (`circle`'s ring, 1 unit wide at
    /// the edge) kept only the inner half (a 1.15-unit ring, 1.2 pt at body size where SF
    /// draws 1.5). The stroked artwork is therefore scaled about the centre by
    /// `viewBox / (viewBox + width)`, which brings the outer half back inside (at regular,
    /// 2.7 % smaller).
    private func weighted(_ inner: String, _ width: Double) -> String {
        guard width > 0 else { return "<g fill=\"#000\" stroke=\"none\">\(inner)</g>" }
        let stroke = "stroke=\"#000\" stroke-width=\"\(fmt(width))\" stroke-linejoin=\"round\""
        let c = fmt(viewBox / 2)
        let s = fmt(viewBox / (viewBox + width))
        return "<g transform=\"translate(\(c) \(c)) scale(\(s)) translate(-\(c) -\(c))\" fill=\"#000\" \(stroke)>\(inner)</g>"
    }

    private func scaledGlyph(_ glyph: String) -> String {
        let c = fmt(viewBox / 2)
        let s = fmt(SymbolComposer.glyphScale)
        return "<g transform=\"translate(\(c) \(c)) scale(\(s)) translate(-\(c) -\(c))\">\(glyph)</g>"
    }

    private func enclosure(square: Bool, filled: Bool) -> String {
        let v = viewBox
        let line = 1 + outline
        if square {
            let i = filled ? 0 : line / 2
            return "<rect x=\"\(fmt(i))\" y=\"\(fmt(i))\" width=\"\(fmt(v - 2 * i))\" height=\"\(fmt(v - 2 * i))\" rx=\"\(fmt(v * 0.22))\" \(filled ? "fill=\"#000\"" : "fill=\"none\" stroke=\"#000\" stroke-width=\"\(fmt(line))\"")/>"
        }
        let r = filled ? v / 2 : (v - line) / 2
        return "<circle cx=\"\(fmt(v / 2))\" cy=\"\(fmt(v / 2))\" r=\"\(fmt(r))\" \(filled ? "fill=\"#000\"" : "fill=\"none\" stroke=\"#000\" stroke-width=\"\(fmt(line))\"")/>"
    }

    private func enclosed(glyph: String, square: Bool, filled: Bool) -> (monochrome: String, layers: [(String, Int)]) {
        let shape = enclosure(square: square, filled: filled)
        let layers = [(document(shape), 1), (document(glyph), 0)]
        guard filled else { return (document(shape + glyph), layers) }
        let v = fmt(viewBox)
        // The glyph knocked out of the solid enclosure: black in a luminance mask is transparent.
        let mask = "<defs><mask id=\"knockout\" maskUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" width=\"\(v)\" height=\"\(v)\"><rect width=\"\(v)\" height=\"\(v)\" fill=\"#fff\"/>\(glyph)</mask></defs>"
        return (document(mask + "<g mask=\"url(#knockout)\">\(shape)</g>"), layers)
    }

    /// The glyph with a gap cut along a diagonal and the slash drawn beside it.
    private func slashed(_ glyph: String) -> String {
        let v = viewBox
        let a = fmt(v * 0.1)
        let b = fmt(v * 0.9)
        let line = fmt(1 + outline)
        let gap = fmt(3 + outline)
        let mask =
            "<defs><mask id=\"slashgap\" maskUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" width=\"\(fmt(v))\" height=\"\(fmt(v))\"><rect width=\"\(fmt(v))\" height=\"\(fmt(v))\" fill=\"#fff\"/><path d=\"M\(a) \(a)L\(b) \(b)\" stroke=\"#000\" stroke-width=\"\(gap)\"/></mask></defs>"
        let slash = "<path d=\"M\(a) \(a)L\(b) \(b)\" stroke=\"#000\" stroke-width=\"\(line)\" stroke-linecap=\"round\"/>"
        return mask + "<g mask=\"url(#slashgap)\">\(glyph)</g>" + slash
    }

    /// One or two digits centred in the view box, stroked.
    private func number(_ n: Int, digits: [Int: String]) -> String {
        let ds = n >= 10 ? [n / 10, n % 10] : [n]
        let digitWidth = 4.0
        let gap = 1.2
        let height = 7.0
        let width = Double(ds.count) * digitWidth + Double(ds.count - 1) * gap
        let scale = min(viewBox * 0.5 / width, viewBox * 0.5 / height)
        let x0 = (viewBox - width * scale) / 2
        let y0 = (viewBox - height * scale) / 2
        var body = ""
        for (i, d) in ds.enumerated() {
            guard let path = digits[d] else { continue }
            let x = x0 + Double(i) * (digitWidth + gap) * scale
            body += "<path transform=\"translate(\(fmt(x)) \(fmt(y0))) scale(\(fmt(scale)))\" d=\"\(path)\"/>"
        }
        return "<g fill=\"none\" stroke=\"#000\" stroke-width=\"\(fmt((1.1 + outline) / scale))\" stroke-linecap=\"round\" stroke-linejoin=\"round\">\(body)</g>"
    }

    private func fmt(_ v: Double) -> String {
        let r = (v * 1000).rounded() / 1000
        return r == r.rounded() ? String(Int(r)) : String(r)
    }
}
