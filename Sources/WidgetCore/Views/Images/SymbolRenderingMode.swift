import Foundation

/// How a symbol's layers are coloured, as SwiftUI's `SymbolRenderingMode`.
///
/// Layers exist for the composed symbols (a glyph in a circle or square: the enclosure is the
/// secondary layer); the other bundled symbols have one layer and draw the same in every mode.
public struct SymbolRenderingMode: Sendable, Hashable {
    enum Kind: Sendable, Hashable { case monochrome, hierarchical, palette, multicolor }
    let kind: Kind

    /// One colour, the foreground style, for the whole symbol.
    public static let monochrome = SymbolRenderingMode(kind: .monochrome)
    /// The foreground style at decreasing opacities per layer: 1, 0.5, 0.25, 0.18.
    public static let hierarchical = SymbolRenderingMode(kind: .hierarchical)
    /// One foreground style per layer (`foregroundStyle(_:_:)`).
    public static let palette = SymbolRenderingMode(kind: .palette)
    /// The symbol's own colours (a bundled system colour for the symbols that have one).
    public static let multicolor = SymbolRenderingMode(kind: .multicolor)

    /// Opacity of each hierarchy level in `.hierarchical` (OpenSwiftUI's values).
    static let hierarchicalOpacities: [Double] = [1, 0.5, 0.25, 0.18]
}
