import Foundation
import WidgetCore

/// What the text engine asks the font map for: a bundled family, weight, style and size.
struct FontRequest: Sendable, Hashable {
    /// The smallest size requested, in points (smaller sizes are clamped).
    static let minimumSize: CGFloat = 0.1
    /// The largest size requested, in points (larger sizes are clamped).
    static let maximumSize: CGFloat = 10_000

    /// The fontconfig family name.
    var family: String
    /// The OpenType weight, 100…1000.
    var weight: Int
    /// Whether the italic face is wanted.
    var italic: Bool
    /// The absolute size in points.
    var size: CGFloat

    /// Creates a request; the weight and size are clamped to what Pango accepts.
    init(family: String, weight: Int, italic: Bool, size: CGFloat) {
        self.family = family
        self.weight = min(max(weight, 100), 1000)
        self.italic = italic
        self.size = size.isFinite ? min(max(size, FontRequest.minimumSize), FontRequest.maximumSize) : 17
    }

    /// The request for a resolved font that is already scaled by its font scale.
    init(_ font: ResolvedFont) {
        let family = BundledFontFamily(design: font.design, size: font.size)
        if family == .quicksand {
            let face = BundledFontFamily.quicksandFace(for: font.weight.value)
            self.init(family: face.family, weight: face.weight, italic: font.italic, size: font.size)
        } else {
            self.init(family: family.familyName, weight: font.weight.value, italic: font.italic, size: font.size)
        }
    }
}

extension ResolvedFont {
    /// The bundled family the font is drawn with.
    var bundledFamily: BundledFontFamily { BundledFontFamily(design: design, size: size) }

    /// The letter spacing to set, in points: the font's tracking (SF Pro's, plus any explicit
    /// `tracking(_:)`) and the family's width correction (``WidthCalibration``) at this size.
    var letterSpacing: CGFloat {
        let correction = WidthCalibration.correction(for: bundledFamily, weight: weight.value) * size
        let total = tracking + (correction.isFinite ? correction : 0)
        return total.isFinite ? total : 0
    }

    /// The letter spacing of a digit, in points: ``letterSpacing`` plus the display digit
    /// correction (``WidthCalibration/digitCorrection(for:)``; none below 20 pt).
    var digitLetterSpacing: CGFloat {
        let extra = WidthCalibration.digitCorrection(for: bundledFamily) * size
        let total = letterSpacing + (extra.isFinite ? extra : 0)
        return total.isFinite ? total : 0
    }
}
