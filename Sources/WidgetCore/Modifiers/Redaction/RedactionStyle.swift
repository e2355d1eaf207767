import Foundation

/// How redacted content is drawn (`redacted(reason: .placeholder)`, privacy redaction).
///
/// Apple publishes the shapes (HIG: "semi-opaque shapes… rectangles of different widths to
/// suggest lines of text, and circles or squares in place of glyphs and images") but not their
/// colours or sizes; these are the choices, in one place:
///
/// - Text becomes one rounded bar per laid-out line, following the wrapping, as wide as the
///   line's characters (spaces included), in the text's colour at ``barOpacity``
///   (``placeholderStyle(for:)``).
/// - Pictures become a rectangle of the foreground style at ``placeholderOpacity`` (OpenSwiftUI's
///   0.16), filling the image's frame.
/// - Symbols become a filled circle (`circle.fill`) centred in the symbol's frame, in the
///   symbol's colour at ``barOpacity``.
/// - Shapes, colours and backgrounds are drawn as they are.
package enum RedactionStyle {
    /// The opacity of every placeholder shape: OpenSwiftUI's factor for redacted images,
    /// used for text bars and symbols too so a placeholder is one even tone.
    package static let placeholderOpacity = 0.16
    /// The opacity of text bars and symbol circles, replacing the colour's own.
    ///
    /// iOS's placeholders read as a clear mid grey in both appearances, like the secondary
    /// label at low opacity. Multiplying the text's colour by 0.16 did not: black text gave
    /// #d6d6d6 on white (1.4:1), secondary text #ececec (1.2:1), and white text #292929 on
    /// black (1.3:1). The bar takes the colour's hue at 0.3 whatever its own opacity, so
    /// primary and secondary text redact to one tone: label black → #b3b3b3 on white (2.1:1),
    /// label white → #4d4d4d on black (2.5:1), ≥ 1.5:1 as the issue asks.
    package static let barOpacity = 0.3
    /// The style of a text bar or symbol circle drawn for content in `style`: a solid colour
    /// at ``barOpacity`` (its own alpha dropped); a gradient multiplied by it.
    package static func placeholderStyle(for style: ResolvedStyle) -> ResolvedStyle {
        switch style {
        case .color(var c):
            c.alpha = barOpacity
            return .color(c)
        default:
            return style.multiplyingOpacity(barOpacity)
        }
    }
    /// A text bar's height as a share of its line's height.
    package static let barHeightRatio: CGFloat = 0.6
    /// A text bar's corner radius as a share of its height.
    package static let barCornerRatio: CGFloat = 0.3
}
