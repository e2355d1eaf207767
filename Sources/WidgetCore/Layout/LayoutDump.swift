import Foundation

/// The text form of layout trees and numbers, stable across platforms and locales.
enum LayoutDump {
    static func dump(_ root: LayoutNode) -> String {
        var lines: [String] = []
        func walk(_ n: LayoutNode, _ depth: Int) {
            var line = String(repeating: "  ", count: depth) + n.name
            if let id = n.identifier { line += " #" + id }
            line += " " + rect(n.frame)
            if n.isTruncated { line += " truncated" }
            lines.append(line)
            for c in n.children { walk(c, depth + 1) }
        }
        walk(root, 0)
        return lines.joined(separator: "\n")
    }

    static func rect(_ r: CGRect) -> String {
        "(\(format(r.minX)), \(format(r.minY)), \(format(r.width)), \(format(r.height)))"
    }

    /// A number with at most three decimals, no trailing zeros, `-0` as `0`; ∞ as `inf`.
    static func format(_ v: CGFloat) -> String {
        if v.isNaN { return "nan" }
        if v.isInfinite { return v > 0 ? "inf" : "-inf" }
        // Beyond what three decimals in an Int64 hold, print the value as Swift does.
        if abs(v) >= 1e15 { return "\(Double(v))" }
        let scaled = (v * 1000).rounded()
        if scaled == 0 { return "0" }
        let negative = scaled < 0
        let magnitude = Int64(abs(scaled))
        let whole = magnitude / 1000
        var frac = String(magnitude % 1000)
        while frac.count < 3 { frac = "0" + frac }
        while frac.hasSuffix("0") { frac.removeLast() }
        return (negative ? "-" : "") + String(whole) + (frac.isEmpty ? "" : "." + frac)
    }
}
