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
    }

    let source: Source
    /// Pixels per point of the image's bytes.
    public let scale: CGFloat
    /// The image's size in points: pixels ÷ ``scale`` (zero for a named image).
    public let size: CGSize

    /// An image from encoded bytes; `nil` when the bytes are not a PNG, JPEG, GIF, BMP, TIFF
    /// or SVG file.
    public init?(data: Data, scale: CGFloat = 1) {
        guard let pixels = ImageHeader.pixelSize(of: data) else { return nil }
        let s = scale.isFinite && scale > 0 ? scale : 1
        self.source = .data(data)
        self.scale = s
        self.size = CGSize(width: pixels.width / s, height: pixels.height / s)
    }

    /// The image file at `path`; `nil` when it cannot be read or is not an image. A name ending
    /// in `@2x`/`@3x` sets the scale, as UIKit does.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let stem = (path as NSString).deletingPathExtension
        let scale: CGFloat = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
        self.init(data: data, scale: scale)
    }

    /// An empty image (zero size, draws nothing), as UIKit's `UIImage()`.
    public init() {
        self.source = .empty
        self.scale = 1
        self.size = .zero
    }

    /// The image `name` from the render's asset catalogs (``WidgetContext/assetCatalogs``).
    public init?(named name: String) {
        guard !name.isEmpty else { return nil }
        self.source = .named(name)
        self.scale = 1
        self.size = .zero
    }

    /// The image `name`; the bundle and traits are not used (the render's catalogs are).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    /// The image `name` as a system symbol; drawn as `Image(systemName:)`.
    public init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        self.source = .symbol(name)
        self.scale = 1
        self.size = .zero
    }

    public static func == (a: UIImage, b: UIImage) -> Bool { a.source == b.source && a.scale == b.scale }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(source)
        hasher.combine(scale)
    }
}
