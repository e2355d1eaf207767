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

/// How a manifest entry's artwork is turned before it is composed: Bootstrap Icons draw some
/// subjects facing another way than SF Symbols do (the airplane points up, SF's right; the
/// cursor that stands in for `location` points up-left, SF's arrow up-right).
///
/// Written in the manifest's transform as a leading word: `rotate:90` (degrees clockwise
/// about the view box's centre), `flip` (mirrored left to right), then the composing
/// transform if any: `rotate:90 circle`.
struct SymbolOrientation: Sendable, Hashable {
    /// Clockwise degrees about the centre.
    var degrees: Double = 0
    /// Mirrored left to right (before the rotation).
    var flipped = false

    /// Splits a manifest transform into its orientation and the composing transform's text;
    /// nil when an orientation word is malformed.
    static func parse(_ text: String?) -> (orientation: SymbolOrientation, rest: String?)? {
        guard let text else { return (SymbolOrientation(), nil) }
        var orientation = SymbolOrientation()
        var rest: [Substring] = []
        for word in text.split(separator: " ") {
            if word == "flip" {
                orientation.flipped = true
            } else if word.hasPrefix("rotate:") {
                guard let degrees = Double(word.dropFirst("rotate:".count)), degrees.isFinite else { return nil }
                orientation.degrees = degrees
            } else {
                rest.append(word)
            }
        }
        return (orientation, rest.isEmpty ? nil : rest.joined(separator: " "))
    }

    /// The artwork's inner SVG wrapped in the orientation's transform (unchanged when none).
    func apply(to inner: String, viewBox: Double) -> String {
        var parts: [String] = []
        let c = viewBox / 2
        if degrees != 0 { parts.append("rotate(\(degrees) \(c) \(c))") }
        if flipped { parts.append("translate(\(viewBox) 0) scale(-1 1)") }
        guard !parts.isEmpty else { return inner }
        return "<g transform=\"\(parts.joined(separator: " "))\">\(inner)</g>"
    }
}
