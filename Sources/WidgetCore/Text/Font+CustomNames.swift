import Foundation

extension Font {
    /// Family names `Font.custom` accepts, lowercased with spaces and hyphens removed, and the
    /// design each is drawn with. Apple's family names map to their bundled stand-ins.
    static let bundledCustomNames: [String: Design] = [
        "inter": .default, "interdisplay": .default, "sfpro": .default, "sfprotext": .default,
        "sfprodisplay": .default, "sfns": .default, "systemfont": .default, ".sfui": .default,
        "quicksand": .rounded, "sfprorounded": .rounded, "sfrounded": .rounded,
        "notoserif": .serif, "notoserifdisplay": .serif, "newyork": .serif,
        "jetbrainsmono": .monospaced, "sfmono": .monospaced,
    ]

    /// Style suffixes of PostScript names ("Inter-Bold") ignored when matching.
    private static let styleSuffixes = [
        "regular", "thin", "extralight", "ultralight", "light", "medium", "semibold", "bold",
        "extrabold", "heavy", "black", "italic",
    ]

    /// The design a custom font name is drawn with, or `nil` when no bundled font matches.
    ///
    /// ```swift
    /// Font.bundledDesign(forCustomName: "JetBrains Mono")   // .monospaced
    /// Font.bundledDesign(forCustomName: "Inter-SemiBold")   // .default
    /// Font.bundledDesign(forCustomName: "Helvetica")        // nil
    /// ```
    package static func bundledDesign(forCustomName name: String) -> Design? {
        var key = name.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" }
        if let design = bundledCustomNames[key] { return design }
        for _ in 0..<2 {
            guard let suffix = styleSuffixes.first(where: { key.hasSuffix($0) && key.count > $0.count }) else { break }
            key.removeLast(suffix.count)
            if let design = bundledCustomNames[key] { return design }
        }
        return nil
    }
}
