import Foundation

/// How a manifest entry's SVG becomes a symbol: as drawn, or composed for the variants that
/// the icon set lacks (a glyph inside a circle or square, slashed, a number in a circle).
enum SymbolTransform: Sendable, Hashable {
    case none
    /// The glyph at 55 % inside an outlined (`filled == false`) or solid enclosure.
    case enclosed(square: Bool, filled: Bool)
    /// The glyph with a diagonal slash (top-leading to bottom-trailing) and a gap beside it.
    case slash
    /// A one- or two-digit number inside an enclosure, from `drawn/digits.svg`.
    case number(Int, square: Bool, filled: Bool)

    /// Reads a manifest transform (`circle`, `square.fill`, `slash`, `number.fill:12`…).
    init?(_ text: String?) {
        guard let text else {
            self = .none
            return
        }
        switch text {
        case "circle": self = .enclosed(square: false, filled: false)
        case "circle.fill": self = .enclosed(square: false, filled: true)
        case "square": self = .enclosed(square: true, filled: false)
        case "square.fill": self = .enclosed(square: true, filled: true)
        case "slash": self = .slash
        default:
            let parts = text.split(separator: ":")
            guard parts.count == 2, let n = Int(parts[1]), (0...99).contains(n) else { return nil }
            switch parts[0] {
            case "number": self = .number(n, square: false, filled: false)
            case "number.fill": self = .number(n, square: false, filled: true)
            case "number.square": self = .number(n, square: true, filled: false)
            case "number.square.fill": self = .number(n, square: true, filled: true)
            default: return nil
            }
        }
    }
}
