import WidgetCore

/// How a font weight thickens the bundled artwork.
///
/// Bootstrap Icons are filled outlines drawn at one weight (about SF Symbols' light), so a
/// weight cannot thin them; heavier weights stroke every outline with the fill colour, which
/// grows each line by the stroke width. Values are artwork units of the 16-unit view box,
/// ultraLight…light as drawn, regular +0.45, up to black +1.35 (an outline 1 unit wide
/// becomes 2.35). Regular is measured against SF Symbols: `circle` at 17 pt regular has a
/// 1.5 pt ring, and Bootstrap's 1-unit ring (1.06 pt at body size) + 0.45, scaled to fit the
/// view box (``SymbolComposer``), is 1.41 units, 1.49 pt (it was +0.3, clipped at the view
/// box's edge to 1.2 pt). The heavier weights keep their steps above regular.
enum SymbolWeight {
    /// The share of the stroke that filled artwork gets: its glyphs are knocked out of a solid
    /// shape, and a full stroke would close them (an arrow in a filled circle at bold).
    static let filledShare = 0.35

    /// The stroke added around every outline for `weight`, in artwork units.
    static func outlineStroke(for weight: Font.Weight) -> Double {
        switch weight.value {
        case ..<350: return 0
        case ..<450: return 0.45
        case ..<550: return 0.6
        case ..<650: return 0.75
        case ..<750: return 0.95
        case ..<850: return 1.15
        default: return 1.35
        }
    }
}
