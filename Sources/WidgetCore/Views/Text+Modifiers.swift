import Foundation

/// `Text` modifiers apply innermost first, as in SwiftUI (iOS 16+): the first one written wins,
/// so `Text("a").font(.title).font(.body)` is in `.title`, and an attribute set on a part of a
/// concatenation beats one set on the whole.
extension Text {
    private func with(_ change: (inout Attributes) -> Void) -> Text {
        var t = self
        change(&t.attributes)
        return t
    }

    /// The text in `font`.
    public func font(_ font: Font?) -> Text { with { if $0.font == nil { $0.font = font } } }
    /// The text with a font weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text { with { if $0.weight == nil { $0.weight = weight } } }
    /// The text in a font width, as SwiftUI's `Text.fontWidth(_:)`: drawn at the standard
    /// width, which the bundled fonts have only, and reported as a font substitution.
    public func fontWidth(_ width: Font.Width?) -> Text { with { if $0.width == nil { $0.width = width } } }
    /// The text in its bold (emphasized) weight.
    public func bold() -> Text { with { $0.bold = true } }
    /// The text in bold when `isActive`.
    public func bold(_ isActive: Bool) -> Text { with { $0.bold = isActive } }
    /// The text in italics.
    public func italic() -> Text { with { $0.italic = true } }
    /// The text in italics when `isActive`.
    public func italic(_ isActive: Bool) -> Text { with { $0.italic = isActive } }
    /// The text with tabular digits.
    public func monospacedDigit() -> Text { with { $0.monospacedDigit = true } }
    /// The text in a colour.
    public func foregroundColor(_ color: Color?) -> Text { with { if $0.foreground == nil { $0.foreground = color.map { AnyShapeStyle($0) } } } }
    /// The text in a style.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { with { if $0.foreground == nil { $0.foreground = AnyShapeStyle(style) } } }
    /// The text with a line through it.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        with {
            if $0.strikethrough == nil {
                $0.strikethrough = isActive
                $0.strikethroughColor = color
            }
        }
    }
    /// The text underlined.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        with {
            if $0.underline == nil {
                $0.underline = isActive
                $0.underlineColor = color
            }
        }
    }
    /// The text with extra space between characters, in points.
    public func tracking(_ tracking: CGFloat) -> Text { with { if $0.tracking == nil { $0.tracking = tracking } } }
    /// The text with extra space between characters, in points.
    public func kerning(_ kerning: CGFloat) -> Text { with { if $0.tracking == nil { $0.tracking = kerning } } }
}
