import Foundation

/// An image to draw: its pixels, SVG or PDF document, the frame it fills, and how it is sampled
/// and coloured.
package struct ImageDrawing: Sendable, Hashable {
    /// Where an image's pixels come from.
    package enum Source: Sendable, Hashable {
        /// Straight-alpha RGBA bytes, rows top to bottom, `width × height × 4` of them.
        case pixels(width: Int, height: Int, rgba: [UInt8])
        /// An SVG document, rendered at the frame's size.
        case svg(Data)
        /// A one-page PDF document (an asset catalog's vector image), rendered at the frame's
        /// size in device pixels.
        case pdf(Data)
    }

    /// How pixels are sampled when scaled, as SwiftUI's `Image.Interpolation`.
    package enum Interpolation: Sendable, Hashable {
        case none, low, medium, high
    }

    /// The image.
    package var source: Source
    /// The frame the image fills, in points.
    package var frame: CGRect
    /// How it is sampled.
    package var interpolation: Interpolation
    /// For a template image (`renderingMode(.template)`, symbols): the style its alpha is
    /// filled with. `nil` draws the image's own colours.
    package var templateStyle: ResolvedStyle?
    /// The SF Symbol name when the image is a symbol (`Image(systemName:)`), `nil` for any other
    /// image. Redaction and the rendering modes treat symbols differently from pictures.
    package var symbolName: String?

    package init(source: Source, frame: CGRect, interpolation: Interpolation = .medium, templateStyle: ResolvedStyle? = nil, symbolName: String? = nil) {
        self.source = source
        self.frame = frame
        self.interpolation = interpolation
        self.templateStyle = templateStyle
        self.symbolName = symbolName
    }
}
