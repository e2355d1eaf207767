import Foundation
import WidgetCore

/// The bundled font family that stands in for an Apple system font.
///
/// SF Pro has two optical sizes: SF Pro Text below 20 pt and SF Pro Display from 20 pt up.
/// Inter has the same split, Inter (text) and Inter Display. The rounded, serif and monospaced
/// designs (SF Pro Rounded, New York, SF Mono) have no bundled substitute yet and use Inter.
/// Inter Display has no italic file, so italic text stays in Inter at every size (an italic
/// matters more than the optical size). `Fonts/README.md` lists every substitution with its
/// licence.
enum BundledFontFamily: String, Sendable, CaseIterable {
    /// Inter: SF Pro Text's stand-in, below ``displaySizeThreshold``.
    case inter = "Inter"
    /// Inter Display: SF Pro Display's stand-in, at and above ``displaySizeThreshold``.
    case interDisplay = "Inter Display"

    /// The size in points from which the display optical size is used.
    static let displaySizeThreshold: CGFloat = 20

    /// The family for a design at a final (already scaled) size in points.
    ///
    /// ```swift
    /// BundledFontFamily(design: .default, size: 17, italic: false)   // .inter
    /// BundledFontFamily(design: .rounded, size: 34, italic: false)   // .interDisplay
    /// BundledFontFamily(design: .default, size: 34, italic: true)    // .inter
    /// ```
    init(design: Font.Design, size: CGFloat, italic: Bool) {
        switch design {
        case .default, .rounded, .serif, .monospaced:
            self = size >= BundledFontFamily.displaySizeThreshold && !italic ? .interDisplay : .inter
        }
    }

    /// The fontconfig family name.
    var familyName: String { rawValue }
}
