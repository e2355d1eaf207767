import Foundation

/// Variants of a symbol (`.fill`, `.circle`, `.slash`…), as SwiftUI's `SymbolVariants`.
///
/// `Image(systemName: "heart")` with `.symbolVariant(.fill)` draws `heart.fill`; names are
/// looked up by SwiftUI's rule: base (+ `.slash`) → + `.circle`/`.square`/`.rectangle` →
/// + `.fill`, falling back to names without a variant until one is bundled.
public struct SymbolVariants: Sendable, Hashable {
    enum Shape: String, Sendable, Hashable { case circle, square, rectangle }
    var shape: Shape?
    var isFilled = false
    var isSlashed = false

    /// No variant.
    public static let none = SymbolVariants()
    /// Filled (`.fill`).
    public static let fill = SymbolVariants(isFilled: true)
    /// Inside a circle (`.circle`).
    public static let circle = SymbolVariants(shape: .circle)
    /// Inside a square (`.square`).
    public static let square = SymbolVariants(shape: .square)
    /// Inside a rectangle (`.rectangle`).
    public static let rectangle = SymbolVariants(shape: .rectangle)
    /// Slashed (`.slash`).
    public static let slash = SymbolVariants(isSlashed: true)

    /// The variants filled.
    public var fill: SymbolVariants {
        var v = self
        v.isFilled = true
        return v
    }
    /// The variants in a circle.
    public var circle: SymbolVariants {
        var v = self
        v.shape = .circle
        return v
    }
    /// The variants in a square.
    public var square: SymbolVariants {
        var v = self
        v.shape = .square
        return v
    }
    /// The variants slashed.
    public var slash: SymbolVariants {
        var v = self
        v.isSlashed = true
        return v
    }

    /// Whether these variants include all of `other`'s.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled) && (!other.isSlashed || isSlashed)
    }

    /// The names to try for `base`, best first: every suffix that the name does not have yet,
    /// in the order slash → shape → fill, then with fewer of them.
    func candidates(for base: String) -> [String] {
        let parts = Set(base.split(separator: ".").map(String.init))
        let slash = isSlashed && !parts.contains("slash") ? ".slash" : ""
        let shape = shape.map { parts.contains($0.rawValue) ? "" : "." + $0.rawValue } ?? ""
        let fill = isFilled && !parts.contains("fill") ? ".fill" : ""
        var out: [String] = []
        for s in [slash, ""] {
            for sh in [shape, ""] {
                for f in [fill, ""] where !out.contains(base + s + sh + f) {
                    out.append(base + s + sh + f)
                }
            }
        }
        return out
    }
}
