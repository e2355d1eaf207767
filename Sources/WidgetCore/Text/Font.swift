import Foundation

/// A font, as SwiftUI's `Font`: a text style or an explicit size, with weight, design, width,
/// leading and traits.
///
/// Fonts resolve through `resolve(in:)` to a `ResolvedFont`. Text styles take the sizes,
/// weights and tracking of the environment's ``DynamicTypeSize`` (the HIG type table);
/// `custom(_:size:)` fonts scale relative to `body`, `custom(_:size:relativeTo:)` relative to
/// their style, and `system(size:)` and `custom(_:fixedSize:)` fonts never scale.
///
/// ```swift
/// Text("Now").font(.largeTitle.bold())
/// Text("42").font(.system(size: 40, weight: .semibold, design: .rounded).monospacedDigit())
/// Text("Note").font(.custom("JetBrains Mono", size: 13, relativeTo: .footnote))
/// ```
public struct Font: Sendable, Hashable {
    enum Base: Sendable, Hashable {
        case style(TextStyle)
        case system(size: CGFloat)
        case custom(name: String, size: CGFloat, relativeTo: TextStyle?)
    }

    var base: Base
    var design: Design?
    var weight: Weight?
    var width: Width?
    var leading: Leading?
    var isItalic = false
    var isBold = false
    var isMonospacedDigit = false
    var smallCapsLetters: SmallCaps = []

    /// Which letters ``smallCaps()``, ``lowercaseSmallCaps()`` and ``uppercaseSmallCaps()`` set as small capitals.
    struct SmallCaps: OptionSet, Sendable, Hashable {
        let rawValue: Int
        static let lowercase = SmallCaps(rawValue: 1)
        static let uppercase = SmallCaps(rawValue: 2)
    }

    init(base: Base, design: Design? = nil, weight: Weight? = nil) {
        self.base = base
        self.design = design
        self.weight = weight
    }

    /// The large title style: 34 pt regular at Large.
    public static let largeTitle = Font(base: .style(.largeTitle))
    /// The title style: 28 pt regular at Large.
    public static let title = Font(base: .style(.title))
    /// The second-level title style: 22 pt regular at Large.
    public static let title2 = Font(base: .style(.title2))
    /// The third-level title style: 20 pt regular at Large.
    public static let title3 = Font(base: .style(.title3))
    /// The headline style: 17 pt semibold at Large.
    public static let headline = Font(base: .style(.headline))
    /// The subheadline style: 15 pt regular at Large.
    public static let subheadline = Font(base: .style(.subheadline))
    /// The body style: 17 pt regular at Large.
    public static let body = Font(base: .style(.body))
    /// The callout style: 16 pt regular at Large.
    public static let callout = Font(base: .style(.callout))
    /// The footnote style: 13 pt regular at Large.
    public static let footnote = Font(base: .style(.footnote))
    /// The caption style: 12 pt regular at Large.
    public static let caption = Font(base: .style(.caption))
    /// The second caption style: 11 pt regular at Large.
    public static let caption2 = Font(base: .style(.caption2))

    /// A system font of a fixed size: it does not scale with Dynamic Type.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .system(size: size), design: design, weight: weight)
    }

    /// A system font for a text style, scaling with Dynamic Type.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .style(style), design: design, weight: weight)
    }

    /// A named font of `size` at Large, scaling with Dynamic Type like `body`.
    ///
    /// Only bundled fonts are available: "Inter", "Inter Display", "Quicksand", "Noto Serif",
    /// "Noto Serif Display", "JetBrains Mono" and Apple's system family names ("SF Pro",
    /// "SF Pro Rounded", "New York", "SF Mono", which map to their stand-ins). Any other name
    /// falls back to the default design, reported as a ``Diagnostic/Kind/fontSubstitution``.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: .body))
    }

    /// A named font of `size` at Large that scales with Dynamic Type as `style` does.
    public static func custom(_ name: String, size: CGFloat, relativeTo style: TextStyle) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: style))
    }

    /// A named font of a fixed size: it does not scale with Dynamic Type.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(base: .custom(name: name, size: fixedSize, relativeTo: nil))
    }

    /// The font with a weight.
    public func weight(_ weight: Weight) -> Font { with { $0.weight = weight } }
    /// The font in its bold (emphasized) weight: bold for `largeTitle`…`title2`, semibold
    /// for the other styles, bold for sized fonts.
    public func bold() -> Font { with { $0.isBold = true } }
    /// The italic font.
    public func italic() -> Font { with { $0.isItalic = true } }
    /// The font with tabular digits.
    public func monospacedDigit() -> Font { with { $0.isMonospacedDigit = true } }
    /// The monospaced design of the font.
    public func monospaced() -> Font { with { $0.design = .monospaced } }
    /// The font with lowercase and uppercase letters as small capitals.
    public func smallCaps() -> Font { with { $0.smallCapsLetters = [.lowercase, .uppercase] } }
    /// The font with lowercase letters as small capitals.
    public func lowercaseSmallCaps() -> Font { with { $0.smallCapsLetters.insert(.lowercase) } }
    /// The font with uppercase letters as small capitals.
    public func uppercaseSmallCaps() -> Font { with { $0.smallCapsLetters.insert(.uppercase) } }
    /// The font with tighter or looser line spacing.
    public func leading(_ leading: Leading) -> Font { with { $0.leading = leading } }
    /// The font in a width (compressed, condensed, standard, expanded).
    public func width(_ width: Width) -> Font { with { $0.width = width } }

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
        /// Every weight, lightest first.
        public static let allWeights: [Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        /// Orders weights by ``value``.
        public static func < (a: Weight, b: Weight) -> Bool { a.value < b.value }
    }

    /// A type design.
    public enum Design: Sendable, Hashable, CaseIterable {
        /// The system designs: SF Pro (drawn with Inter), New York (Noto Serif), SF Pro Rounded
        /// (Quicksand) and SF Mono (JetBrains Mono). `Fonts/README.md` explains each choice.
        case `default`, serif, rounded, monospaced
    }

    /// A font width, as SwiftUI's `Font.Width`: a value from −1 (narrowest) to 1 (widest).
    ///
    /// The bundled fonts have one width only, so every width other than ``standard`` is drawn
    /// at the standard width and reported as a ``Diagnostic/Kind/fontSubstitution``.
    public struct Width: Sendable, Hashable {
        /// The width value.
        public var value: CGFloat
        /// Creates a width from a value.
        public init(_ value: CGFloat) { self.value = value }
        /// The compressed width (−0.3).
        public static let compressed = Width(-0.3)
        /// The condensed width (−0.2).
        public static let condensed = Width(-0.2)
        /// The standard width (0).
        public static let standard = Width(0)
        /// The expanded width (0.2).
        public static let expanded = Width(0.2)
    }

    /// Line spacing relative to the font's standard.
    ///
    /// iOS sets tight and loose leading about 2 pt closer or further apart than standard at
    /// 17 pt; the renderer scales that with the size: ±2/17 em per line.
    public enum Leading: Sendable, Hashable {
        /// The font's own line height.
        case standard
        /// Lines closer together.
        case tight
        /// Lines further apart.
        case loose
    }

    /// A Dynamic Type text style.
    public enum TextStyle: Sendable, Hashable, CaseIterable {
        /// The styles of the type table, from `largeTitle` to `caption2`.
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }
}
