import Foundation
import WidgetCore

/// The bundled font family that stands in for an Apple system font.
///
/// | design | Apple font | below 20 pt | from 20 pt |
/// |---|---|---|---|
/// | `.default` | SF Pro Text / Display | Inter | Inter Display |
/// | `.rounded` | SF Pro Rounded | Quicksand | Quicksand |
/// | `.serif` | New York | Noto Serif | Noto Serif Display |
/// | `.monospaced` | SF Mono | JetBrains Mono | JetBrains Mono |
///
/// ## Optical sizes
///
/// SF Pro switches from its Text to its Display cut at 20 pt, and the system interpolates
/// its spacing continuously in between (the tracking table). The bundled fonts are static
/// files, so the glyph outlines switch at the same 20 pt (on the final size, after
/// `minimumScaleFactor`; a choice, since iOS narrows continuously between 17 and 28 pt).
/// Each cut matches its SF counterpart's width (``WidthCalibration``: Inter unchanged, Inter
/// Display slightly corrected), so a line's width steps at 20 pt as SF Pro Text's and SF Pro
/// Display's do, and the system's tracking is interpolated by size on top. The serif design
/// switches at 20 pt too, between Noto Serif's text and display cuts. Scripts the family
/// lacks (Hebrew, Arabic, Devanagari, Thai, emoji) fall back, inside the private
/// configuration only, to the bundled Noto faces and Noto Color Emoji. `Fonts/README.md` lists every file with its licence.
enum BundledFontFamily: String, Sendable, CaseIterable {
    /// Inter: SF Pro Text's stand-in, below ``displaySizeThreshold``.
    case inter = "Inter"
    /// Inter Display: SF Pro Display's stand-in, at and above ``displaySizeThreshold``.
    case interDisplay = "Inter Display"
    /// Quicksand: SF Pro Rounded's stand-in (cap height 0.700 em, x-height 0.506 em: SF's
    /// 0.705 and 0.508 within 1 %).
    case quicksand = "Quicksand"
    /// Noto Serif: New York's stand-in below ``displaySizeThreshold``.
    case notoSerif = "Noto Serif"
    /// Noto Serif Display: New York's stand-in at and above ``displaySizeThreshold``.
    case notoSerifDisplay = "Noto Serif Display"
    /// JetBrains Mono: SF Mono's stand-in (0.600 em advance, nine weights with italics).
    case jetBrainsMono = "JetBrains Mono"

    /// The size in points from which the display optical size is used.
    static let displaySizeThreshold: CGFloat = 20

    /// The family for a design at a final (already scaled) size in points.
    ///
    /// ```swift
    /// BundledFontFamily(design: .default, size: 17)   // .inter
    /// BundledFontFamily(design: .default, size: 34)   // .interDisplay
    /// BundledFontFamily(design: .serif, size: 28)     // .notoSerifDisplay
    /// ```
    init(design: Font.Design, size: CGFloat) {
        let display = size >= BundledFontFamily.displaySizeThreshold
        switch design {
        case .default: self = display ? .interDisplay : .inter
        case .rounded: self = .quicksand
        case .serif: self = display ? .notoSerifDisplay : .notoSerif
        case .monospaced: self = .jetBrainsMono
        }
    }

    /// The fontconfig family name.
    var familyName: String { rawValue }

    /// The Quicksand face that stands in for an SF Pro Rounded weight: its fontconfig family
    /// and weight.
    ///
    /// Quicksand's static files name two of their four faces as families of their own
    /// ("Quicksand Light", "Quicksand Medium"; `fc-query`), so asking fontconfig for family
    /// "Quicksand" at any weight finds only Regular or Bold and the nine weights collapsed into
    /// two. The nine weights are mapped onto the four faces by nearest weight instead:
    ///
    /// | SwiftUI weight | Quicksand face |
    /// |---|---|
    /// | ultraLight, thin, light | Light (300) |
    /// | regular | Regular (400) |
    /// | medium | Medium (500) |
    /// | semibold, bold, heavy, black | Bold (700) |
    ///
    /// What cannot be matched: ultraLight and thin draw as light, and semibold, heavy and
    /// black as bold (no variable Quicksand is bundled, and Pango's synthetic emboldening would
    /// smear the rounded strokes), so four of SF Pro Rounded's nine weights are distinct.
    static func quicksandFace(for weight: Int) -> (family: String, weight: Int) {
        switch weight {
        case ..<350: return ("Quicksand Light", 300)
        case ..<450: return ("Quicksand", 400)
        case ..<550: return ("Quicksand Medium", 500)
        default: return ("Quicksand", 700)
        }
    }
}
