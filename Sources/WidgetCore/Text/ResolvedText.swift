import Foundation

/// A `Text` view's content with every attribute resolved for one environment.
///
/// Plain data handed to the ``TextMeasurer`` and, through ``TextDrawing``, to the rasteriser.
package struct ResolvedText: Sendable, Hashable {
    /// The runs, in order; a plain `Text` has one, `Text + Text` has several.
    package var runs: [Run]
    /// How lines align within the text's frame.
    package var alignment: TextAlignment
    /// Where text that does not fit is cut.
    package var truncationMode: TruncationMode
    /// Extra space between lines, in points (from `lineSpacing(_:)`; not above the first line).
    package var lineSpacing: CGFloat = 0
    /// The environment's layout direction: the base direction of every paragraph, and which
    /// edge ``alignment``'s leading is (the right one in ``LayoutDirection/rightToLeft``).
    /// Runs of Arabic and Hebrew are right to left in either direction (the bidirectional
    /// algorithm orders them inside the paragraph).
    package var layoutDirection: LayoutDirection = .leftToRight

    /// One stretch of text with uniform attributes.
    package struct Run: Sendable, Hashable {
        /// The characters.
        package var string: String
        /// The font.
        package var font: ResolvedFont
        /// The run's own colour, or `nil` to use the drawing's style.
        package var color: RGBA?
        /// Whether a line is drawn through the run.
        package var strikethrough: Bool
        /// Whether the run is underlined.
        package var underline: Bool
        /// The colour of the strikethrough line (`nil`: the text's colour).
        package var strikethroughColor: RGBA?
        /// The colour of the underline (`nil`: the text's colour).
        package var underlineColor: RGBA?
        /// How far the run is raised from the baseline, in points (negative: lowered).
        package var baselineOffset: CGFloat

        /// Creates a run.
        package init(string: String, font: ResolvedFont, color: RGBA? = nil, strikethrough: Bool = false, underline: Bool = false, strikethroughColor: RGBA? = nil, underlineColor: RGBA? = nil, baselineOffset: CGFloat = 0) {
            self.string = string
            self.font = font
            self.color = color
            self.strikethrough = strikethrough
            self.underline = underline
            self.strikethroughColor = strikethroughColor
            self.underlineColor = underlineColor
            self.baselineOffset = baselineOffset
        }
    }

    /// Creates resolved text.
    package init(runs: [Run], alignment: TextAlignment = .leading, truncationMode: TruncationMode = .tail) {
        self.runs = runs
        self.alignment = alignment
        self.truncationMode = truncationMode
    }

    /// All runs' characters joined.
    ///
    /// Concatenated in a loop: the generic `joined()` made the runtime look up `[String]`'s
    /// conformance, a scan of every conformance record, the first time a text was measured.
    package var string: String {
        if runs.count == 1 { return runs[0].string }
        var string = ""
        for run in runs { string += run.string }
        return string
    }
}

/// A font reduced to the parameters the text engine needs.
package struct ResolvedFont: Sendable, Hashable {
    /// The type design.
    package var design: Font.Design
    /// The size in points.
    package var size: CGFloat
    /// The weight.
    package var weight: Font.Weight
    /// Whether the font is italic.
    package var italic: Bool
    /// The fixed line height in points, or `nil` for the font's own: SF Pro's ascender plus
    /// descender, ``Font/lineHeightEm`` (1.1934 em), in the bundled text engine.
    package var lineHeight: CGFloat?
    /// Extra space between characters in points.
    package var tracking: CGFloat
    /// Whether digits use tabular (equal) widths.
    package var monospacedDigit: Bool
    /// Whether lowercase letters are set as small capitals (the OpenType `smcp` feature).
    package var smallCaps: Bool
    /// Whether uppercase letters are set as small capitals too (`c2sc`).
    package var uppercaseSmallCaps: Bool

    /// Creates a resolved font.
    package init(design: Font.Design = .default, size: CGFloat, weight: Font.Weight = .regular, italic: Bool = false, lineHeight: CGFloat? = nil, tracking: CGFloat = 0, monospacedDigit: Bool = false, smallCaps: Bool = false, uppercaseSmallCaps: Bool = false) {
        self.design = design
        self.size = size
        self.weight = weight
        self.italic = italic
        self.lineHeight = lineHeight
        self.tracking = tracking
        self.monospacedDigit = monospacedDigit
        self.smallCaps = smallCaps
        self.uppercaseSmallCaps = uppercaseSmallCaps
    }

    /// The font's leading in points: the space a line has beyond the font's ascender and
    /// descender (``Font/lineHeightEm``). The system font has none; `.leading(.loose)` adds
    /// some. Never negative.
    package var leading: CGFloat { max(0, (lineHeight ?? 0) - size * Font.lineHeightEm) }

    /// The line height in points: the fixed one, or SF Pro's ``Font/lineHeightEm``.
    package var effectiveLineHeight: CGFloat { lineHeight ?? size * Font.lineHeightEm }

    /// The font scaled by `factor` (size, line height and tracking).
    package func scaled(by factor: CGFloat) -> ResolvedFont {
        guard factor != 1 else { return self }
        var f = self
        f.size *= factor
        f.lineHeight = lineHeight.map { $0 * factor }
        f.tracking *= factor
        return f
    }
}
