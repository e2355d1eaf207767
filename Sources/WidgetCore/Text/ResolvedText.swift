import Foundation

/// A `Text` view's content with every attribute resolved for one environment.
///
/// Plain data handed to the ``TextMeasurer`` and, through ``TextDrawing``, to the rasteriser.
public struct ResolvedText: Sendable, Hashable {
    /// The runs, in order; a plain `Text` has one, `Text + Text` has several.
    public var runs: [Run]
    /// How lines align within the text's frame.
    public var alignment: TextAlignment
    /// Where text that does not fit is cut.
    public var truncationMode: TruncationMode

    /// One stretch of text with uniform attributes.
    public struct Run: Sendable, Hashable {
        /// The characters.
        public var string: String
        /// The font.
        public var font: ResolvedFont
        /// The run's own colour, or `nil` to use the drawing's style.
        public var color: RGBA?
        /// Whether a line is drawn through the run.
        public var strikethrough: Bool
        /// Whether the run is underlined.
        public var underline: Bool
        /// The colour of the strikethrough line (`nil`: the text's colour).
        public var strikethroughColor: RGBA?
        /// The colour of the underline (`nil`: the text's colour).
        public var underlineColor: RGBA?

        /// Creates a run.
        public init(string: String, font: ResolvedFont, color: RGBA? = nil, strikethrough: Bool = false, underline: Bool = false, strikethroughColor: RGBA? = nil, underlineColor: RGBA? = nil) {
            self.string = string
            self.font = font
            self.color = color
            self.strikethrough = strikethrough
            self.underline = underline
            self.strikethroughColor = strikethroughColor
            self.underlineColor = underlineColor
        }
    }

    /// Creates resolved text.
    public init(runs: [Run], alignment: TextAlignment = .leading, truncationMode: TruncationMode = .tail) {
        self.runs = runs
        self.alignment = alignment
        self.truncationMode = truncationMode
    }

    /// All runs' characters joined.
    public var string: String { runs.map(\.string).joined() }
}

/// A font reduced to the parameters the text engine needs.
public struct ResolvedFont: Sendable, Hashable {
    /// The type design.
    public var design: Font.Design
    /// The size in points.
    public var size: CGFloat
    /// The weight.
    public var weight: Font.Weight
    /// Whether the font is italic.
    public var italic: Bool
    /// The fixed line height in points, or `nil` for the font's own.
    public var lineHeight: CGFloat?
    /// Extra space between characters in points.
    public var tracking: CGFloat
    /// Whether digits use tabular (equal) widths.
    public var monospacedDigit: Bool

    /// Creates a resolved font.
    public init(design: Font.Design = .default, size: CGFloat, weight: Font.Weight = .regular, italic: Bool = false, lineHeight: CGFloat? = nil, tracking: CGFloat = 0, monospacedDigit: Bool = false) {
        self.design = design
        self.size = size
        self.weight = weight
        self.italic = italic
        self.lineHeight = lineHeight
        self.tracking = tracking
        self.monospacedDigit = monospacedDigit
    }

    /// The font scaled by `factor` (size, line height and tracking).
    public func scaled(by factor: CGFloat) -> ResolvedFont {
        guard factor != 1 else { return self }
        var f = self
        f.size *= factor
        f.lineHeight = lineHeight.map { $0 * factor }
        f.tracking *= factor
        return f
    }
}

/// How lines of multi-line text align.
public enum TextAlignment: Sendable, Hashable, CaseIterable {
    case leading, center, trailing
}

/// Where text that does not fit is cut and an ellipsis shown (SwiftUI's `Text.TruncationMode`).
public enum TruncationMode: Sendable, Hashable {
    case head, middle, tail
}
