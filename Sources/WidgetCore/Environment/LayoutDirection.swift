import Foundation

/// The direction of horizontal layout and of text, as SwiftUI's `LayoutDirection`.
///
/// In ``rightToLeft`` every horizontal placement is mirrored: an `HStack` runs from the right
/// edge, `.leading` and `.trailing` (alignments, padding, `EdgeInsets`, frames, overlays,
/// `ZStack`s) mean right and left, and text paragraphs are right to left (leading-aligned text
/// sits at the right edge). Right-to-left scripts (Arabic, Hebrew) are laid out right to left in
/// either direction, by the Unicode bidirectional algorithm.
///
/// ```swift
/// HStack { Text("A"); Text("B") }
///     .environment(\.layoutDirection, .rightToLeft)   // "B A": A at the right edge
/// ```
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    /// Leading is left, trailing is right.
    case leftToRight
    /// Leading is right, trailing is left.
    case rightToLeft

    /// The direction of the user interface of an app in `locale`'s language: ``rightToLeft``
    /// for the languages written right to left (Arabic, Hebrew, Persian, Urdu, …), else
    /// ``leftToRight``.
    ///
    /// ```swift
    /// LayoutDirection(for: Locale(identifier: "he_IL"))   // .rightToLeft
    /// ```
    public init(for locale: Locale) {
        let code = locale.language.languageCode?.identifier.lowercased() ?? ""
        self = LayoutDirection.rightToLeftLanguages.contains(code) ? .rightToLeft : .leftToRight
    }

    /// The ISO 639 codes of the languages whose apps lay out right to left (CLDR's
    /// right-to-left character order). A fixed list, so no system data decides a layout.
    static let rightToLeftLanguages: Set<String> = [
        "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ku", "lrc", "mzn", "nqo", "ps", "sd", "syr", "ug", "ur", "yi",
    ]
}
