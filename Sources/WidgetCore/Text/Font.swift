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

    public static let largeTitle = Font(base: .style(.largeTitle))
    public static let title = Font(base: .style(.title))
    public static let title2 = Font(base: .style(.title2))
    public static let title3 = Font(base: .style(.title3))
    public static let headline = Font(base: .style(.headline))
    public static let subheadline = Font(base: .style(.subheadline))
    public static let body = Font(base: .style(.body))
    public static let callout = Font(base: .style(.callout))
    public static let footnote = Font(base: .style(.footnote))
    public static let caption = Font(base: .style(.caption))
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

    /// A named font relative to a text style's size.
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
        public static let ultraLight = Weight(200)
        public static let thin = Weight(100)
        public static let light = Weight(300)
        public static let regular = Weight(400)
        public static let medium = Weight(500)
        public static let semibold = Weight(600)
        public static let bold = Weight(700)
        public static let heavy = Weight(800)
        public static let black = Weight(900)
        public static func < (a: Weight, b: Weight) -> Bool { a.value < b.value }
    }

    /// A type design.
    public enum Design: Sendable, Hashable {
        case `default`, serif, rounded, monospaced
    }

    /// A Dynamic Type text style.
    public enum TextStyle: Sendable, Hashable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }
}
