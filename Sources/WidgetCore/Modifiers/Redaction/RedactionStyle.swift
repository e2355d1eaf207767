import Foundation

/// How redacted content is drawn (`redacted(reason: .placeholder)`, privacy redaction).
///
/// Apple publishes the shapes (HIG: "semi-opaque shapes… rectangles of different widths to
/// suggest lines of text, and circles or squares in place of glyphs and images") but not their
/// colours or sizes; these are the choices, in one place:
///
/// - Text becomes one rounded bar per laid-out line, following the wrapping, as wide as the
///   line's characters (spaces included), in the text's own style at ``placeholderOpacity``.
/// - Pictures become a rectangle of the foreground style at ``placeholderOpacity`` (OpenSwiftUI's
///   0.16), filling the image's frame.
/// - Symbols become a filled circle (`circle.fill`) centred in the symbol's frame, in the
///   symbol's colour at ``placeholderOpacity``.
/// - Shapes, colours and backgrounds are drawn as they are.
package enum RedactionStyle {
    /// The opacity of every placeholder shape: OpenSwiftUI's factor for redacted images,
    /// used for text bars and symbols too so a placeholder is one even tone.
    package static let placeholderOpacity = 0.16
    /// A text bar's height as a share of its line's height.
    package static let barHeightRatio: CGFloat = 0.6
    /// A text bar's corner radius as a share of its height.
    package static let barCornerRatio: CGFloat = 0.3
}
