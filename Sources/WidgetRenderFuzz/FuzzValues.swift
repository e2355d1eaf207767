import Foundation

/// The hostile numbers and strings the fuzzer draws from, with their source form for repros.
enum FuzzValues {
    /// Lengths: ordinary ones and every edge case a parameter can meet.
    static let lengths: [CGFloat] = [0, 1, 8, 20, 44, 100, 158, 400, -1, -50, .nan, .infinity, -.infinity, 1e9, 1e308, .greatestFiniteMagnitude, 0.333]

    /// Unit values (opacity, components, scale factors).
    static let units: [Double] = [0, 0.25, 0.5, 1, -1, 2, .nan, .infinity, 1e308]

    /// Angles in degrees.
    static let angles: [Double] = [0, 45, 90, 360, -720, 1e308, -1e308, .nan, .infinity]

    /// Strings: empty, short, long, unbreakable, multi-line, emoji and combining sequences,
    /// right-to-left, control characters.
    static let strings: [String] = [
        "", "a", "Hello", "Steps today", "12,345", "👨‍👩‍👧‍👦🇯🇵👍🏽", "e\u{301}\u{302}\u{303}", "שלום עולם", "مرحبا",
        "line one\nline two\n\nline four", "\t\u{0}\u{7}\u{1B}[31m", String(repeating: "word ", count: 200),
        String(repeating: "x", count: 5_000), String(repeating: "\n", count: 300), "\u{FFFD}\u{FEFF}\u{200B}",
    ]

    /// The source form of a number (`.nan`, `.infinity`, `1e308`…).
    static func source(_ v: Double) -> String {
        if v.isNaN { return ".nan" }
        if v == .infinity { return ".infinity" }
        if v == -.infinity { return "-.infinity" }
        if v == .greatestFiniteMagnitude { return ".greatestFiniteMagnitude" }
        return "\(v)"
    }

    /// The source form of a string (escaped, long ones as `String(repeating:count:)`).
    static func source(_ s: String) -> String {
        if s.count > 40, let first = s.first, s.allSatisfy({ $0 == first }) {
            return "String(repeating: \(String(reflecting: String(first))), count: \(s.count))"
        }
        if s.count > 60 { return "String(repeating: \"word \", count: \(s.count / 5))" }
        return String(reflecting: s)
    }
}
