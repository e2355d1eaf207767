import Foundation

/// A font, as SwiftUI's `Font`: a text style or an explicit size, with weight, design and traits.
///
/// Fonts resolve through ``resolve(in:)`` to a ``ResolvedFont``; text styles take the
/// sizes, weights, leading and tracking of Dynamic Type's "Large" setting.
public struct Font: Sendable, Hashable {
    enum Base: Sendable, Hashable {
        case style(TextStyle)
        case system(size: CGFloat)
        case custom(name: String, size: CGFloat)
    }

    var base: Base
    var design: Design?
    var weight: Weight?
    var isItalic = false
    var isBold = false
    var isMonospacedDigit = false

    init(base: Base, design: Design? = nil, weight: Weight? = nil) {
        self.base = base
        self.design = design
        self.weight = weight
    }

    /// The large title style: 34 pt regular, 41 pt line height.
    public static let largeTitle = Font(base: .style(.largeTitle))
    /// The title style: 28 pt regular, 34 pt line height.
    public static let title = Font(base: .style(.title))
    /// The second-level title style: 22 pt regular, 28 pt line height.
    public static let title2 = Font(base: .style(.title2))
    /// The third-level title style: 20 pt regular, 25 pt line height.
    public static let title3 = Font(base: .style(.title3))
    /// The headline style: 17 pt semibold, 22 pt line height.
    public static let headline = Font(base: .style(.headline))
    /// The subheadline style: 15 pt regular, 20 pt line height.
    public static let subheadline = Font(base: .style(.subheadline))
    /// The body style: 17 pt regular, 22 pt line height.
    public static let body = Font(base: .style(.body))
    /// The callout style: 16 pt regular, 21 pt line height.
    public static let callout = Font(base: .style(.callout))
    /// The footnote style: 13 pt regular, 18 pt line height.
    public static let footnote = Font(base: .style(.footnote))
    /// The caption style: 12 pt regular, 16 pt line height.
    public static let caption = Font(base: .style(.caption))
    /// The second caption style: 11 pt regular, 13 pt line height.
    public static let caption2 = Font(base: .style(.caption2))

    /// A system font of a fixed size.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .system(size: size), design: design, weight: weight)
    }

    /// A system font for a text style.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .style(style), design: design, weight: weight)
    }

    /// A named font. Only bundled fonts are available: the name is matched against them and
    /// otherwise falls back to the default design (reported as a diagnostic).
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(base: .custom(name: name, size: size))
    }

    /// A named font that would scale with `style` under Dynamic Type. Rendering uses the
    /// "Large" size, so this is the same as ``custom(_:size:)``.
    public static func custom(_ name: String, size: CGFloat, relativeTo style: TextStyle) -> Font {
        Font(base: .custom(name: name, size: size))
    }

    /// The font with a weight.
    public func weight(_ weight: Weight) -> Font { with { $0.weight = weight } }
    /// The font in its bold (emphasized) weight.
    public func bold() -> Font { with { $0.isBold = true } }
    /// The italic font.
    public func italic() -> Font { with { $0.isItalic = true } }
    /// The font with tabular digits.
    public func monospacedDigit() -> Font { with { $0.isMonospacedDigit = true } }
    /// The monospaced design of the font.
    public func monospaced() -> Font { with { $0.design = .monospaced } }

    private func with(_ change: (inout Font) -> Void) -> Font {
        var f = self
        change(&f)
        return f
    }

    /// A font weight.
    public struct Weight: Sendable, Hashable, Comparable {
        /// The CSS/OpenType weight value (100…900).
        public var value: Int
        init(_ value: Int) { self.value = value }
        /// Ultra light (100), the lightest weight, as in SwiftUI.
        public static let ultraLight = Weight(100)
        /// Thin (200).
        public static let thin = Weight(200)
        /// Light (300).
        public static let light = Weight(300)
        /// Regular (400).
        public static let regular = Weight(400)
        /// Medium (500).
        public static let medium = Weight(500)
        /// Semibold (600).
        public static let semibold = Weight(600)
        /// Bold (700).
        public static let bold = Weight(700)
        /// Heavy (800).
        public static let heavy = Weight(800)
        /// Black (900).
        public static let black = Weight(900)
        /// Orders weights by ``value``.
        public static func < (a: Weight, b: Weight) -> Bool { a.value < b.value }
    }

    /// A type design.
    public enum Design: Sendable, Hashable {
        /// The system, serif, rounded and monospaced designs. For now every design is drawn with
        /// the bundled default face; any other than `default` is reported as a
        /// ``Diagnostic/Kind/fontSubstitution``.
        case `default`, serif, rounded, monospaced
    }

    /// A Dynamic Type text style.
    public enum TextStyle: Sendable, Hashable, CaseIterable {
        /// The styles of the type table, from `largeTitle` to `caption2`.
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }
}
