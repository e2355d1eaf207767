import Foundation

/// A small stand-in for UIKit's `UIImage`, for `Image(uiImage:)`.
///
/// The bytes are kept as given and decoded when drawn (PNG, JPEG, GIF, BMP, TIFF and SVG,
/// through the renderer's decoders). ``size`` is read from the PNG, JPEG or SVG header without
/// decoding. `init(named:)` is looked up in the render's asset catalogs when drawn; its
/// ``size`` is zero until then (decision: catalogs belong to the render, not the process).
public final class UIImage: Sendable, Hashable {
    enum Source: Sendable, Hashable {
        case data(Data)
        case named(String)
        case symbol(String)
        case empty
        /// What a `UIGraphicsImageRenderer` drew, composed when shown.
        case drawing(UIImageDrawing)
    }

    let source: Source
    /// Pixels per point of the image's bytes.
    public let scale: CGFloat
    /// The image's size in points: pixels ÷ ``scale`` (zero for a named image).
    public let size: CGSize
    /// The edges kept unstretched when the image is resized (``resizableImage(withCapInsets:)``).
    public let capInsets: UIEdgeInsets
    /// How the middle of a resizable image fills its frame.
    public let resizingMode: ResizingMode
    /// Whether the image is drawn as a template (``withRenderingMode(_:)``).
    public let renderingMode: RenderingMode

    private init(source: Source, scale: CGFloat, size: CGSize, capInsets: UIEdgeInsets = .zero, resizingMode: ResizingMode = .tile, renderingMode: RenderingMode = .automatic) {
        self.source = source
        self.scale = scale
        self.size = size
        self.capInsets = capInsets
        self.resizingMode = resizingMode
        self.renderingMode = renderingMode
    }

    /// An image from encoded bytes; `nil` when the bytes are not a PNG, JPEG, GIF, BMP, TIFF
    /// or SVG file.
    public convenience init?(data: Data, scale: CGFloat = 1) {
        guard let pixels = ImageHeader.pixelSize(of: data) else { return nil }
        let s = scale.isFinite && scale > 0 ? scale : 1
        self.init(source: .data(data), scale: s, size: CGSize(width: pixels.width / s, height: pixels.height / s))
    }

    /// The image file at `path`; `nil` when it cannot be read or is not an image. A name ending
    /// in `@2x`/`@3x` sets the scale, as UIKit does.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let stem = (path as NSString).deletingPathExtension
        let scale: CGFloat = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
        self.init(data: data, scale: scale)
    }

    /// The image a `UIGraphicsImageRenderer` made, of its size in points at `scale`.
    convenience init(drawing: UIImageDrawing, scale: CGFloat) {
        self.init(source: .drawing(drawing), scale: scale, size: drawing.size)
    }

    /// An empty image (zero size, draws nothing), as UIKit's `UIImage()`.
    public convenience init() {
        self.init(source: .empty, scale: 1, size: .zero)
    }

    /// The image `name` from the render's asset catalogs (``WidgetContext/assetCatalogs``).
    public convenience init?(named name: String) {
        guard !name.isEmpty else { return nil }
        self.init(source: .named(name), scale: 1, size: .zero)
    }

    /// The image `name`; the bundle and traits are not used (the render's catalogs are).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    /// The image `name` as a system symbol; drawn as `Image(systemName:)`.
    public convenience init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        self.init(source: .symbol(name), scale: 1, size: .zero)
    }

    /// The image, resizable with `capInsets` kept unstretched; in `Image(uiImage:)` they
    /// apply when `.resizable()` is given no cap insets of its own. Tiles the middle, as UIKit.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// The image, resizable with `capInsets` kept unstretched and the middle drawn by `resizingMode`.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        UIImage(source: source, scale: scale, size: size, capInsets: capInsets, resizingMode: resizingMode, renderingMode: renderingMode)
    }

    /// The image drawn as a template (`.alwaysTemplate`: in the foreground style), as is
    /// (`.alwaysOriginal`) or as its source says (`.automatic`).
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(source: source, scale: scale, size: size, capInsets: capInsets, resizingMode: resizingMode, renderingMode: renderingMode)
    }

    /// How a resizable image fills its middle, as UIKit's `UIImage.ResizingMode`.
    public enum ResizingMode: Int, Sendable, Hashable {
        /// Repeats the middle (drawn stretched here, with a diagnostic).
        case tile
        /// Stretches the middle.
        case stretch
    }

    /// How an image is drawn, as UIKit's `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Sendable, Hashable {
        /// As the image's source says.
        case automatic
        /// In its own colours.
        case alwaysOriginal
        /// As a template in the foreground style.
        case alwaysTemplate
    }

    public static func == (a: UIImage, b: UIImage) -> Bool {
        a.source == b.source && a.scale == b.scale && a.capInsets == b.capInsets && a.resizingMode == b.resizingMode && a.renderingMode == b.renderingMode
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(source)
        hasher.combine(scale)
        hasher.combine(renderingMode)
    }
}
