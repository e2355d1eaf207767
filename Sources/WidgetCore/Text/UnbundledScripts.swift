import Foundation

/// The scripts no bundled font covers, for diagnostics that say why characters are missing.
///
/// Chinese, Japanese and Korean are not bundled (`Fonts/README.md`: a useful subset is several
/// MB per script, beyond the fonts' budget), so their characters draw as missing-glyph boxes.
enum UnbundledScripts {
    /// The Unicode blocks of Chinese, Japanese and Korean writing: CJK ideographs (with the
    /// extensions and compatibility forms), kana, Hangul, Bopomofo, CJK symbols and fullwidth forms.
    static let cjkRanges: [ClosedRange<UInt32>] = [
        0x1100...0x11FF, 0x2E80...0x2FDF, 0x3000...0x303F, 0x3040...0x30FF, 0x3100...0x312F,
        0x3130...0x318F, 0x31A0...0x31FF, 0x3200...0x4DBF, 0x4E00...0x9FFF, 0xA960...0xA97F,
        0xAC00...0xD7FF, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFFEF, 0x20000...0x3FFFF,
    ]

    /// Whether `string` has a Chinese, Japanese or Korean character.
    static func containsCJK(_ string: String) -> Bool {
        string.unicodeScalars.contains { scalar in cjkRanges.contains { $0.contains(scalar.value) } }
    }

    /// The advice of the `missingGlyphs` diagnostic for `string`: why its characters are
    /// missing when they are Chinese, Japanese or Korean, and what to do.
    static func advice(for string: String) -> String {
        containsCJK(string)
            ? "Chinese, Japanese and Korean characters are not bundled (Fonts/README.md); use characters of the bundled fonts' scripts."
            : "Use characters of the bundled fonts' scripts."
    }
}
