import Foundation

/// A picture or symbol, as SwiftUI's `Image`.
///
/// - `Image(systemName:)` draws a bundled symbol (see `Symbols/README.md`), sized from the
///   current font and `imageScale`, on the text baseline, in the foreground style.
/// - `Image("name")`, `Image(decorative:)`, `Image(_:bundle:)` and `Image(_ resource:)` read the
///   context's asset catalogs (``WidgetContext/assetCatalogs``).
/// - `Image(uiImage:)` draws a ``UIImage``.
///
/// An image is its natural size until `.resizable()`; then it takes the size it is offered
/// (combine with `.aspectRatio`, `.scaledToFit()`/`.scaledToFill()` and `.clipped()`).
public struct Image: Sendable, Hashable {
    enum Content: Sendable, Hashable {
        case system(String)
        case named(String, decorative: Bool)
        case uiImage(UIImage)
    }

    /// How a resizable image fills its frame.
    public enum ResizingMode: Sendable, Hashable {
        /// Repeats the image (drawn stretched here, with a diagnostic).
        case tile
        /// Stretches the image.
        case stretch
    }

    /// Whether the image draws its own colours or fills its shape with the foreground style.
    public enum TemplateRenderingMode: Sendable, Hashable {
        /// The image's alpha filled with the foreground style.
        case template
        /// The image's own colours.
        case original
    }

    /// How pixels are sampled when the image is scaled.
    public enum Interpolation: Sendable, Hashable {
        case none, low, medium, high
    }

    /// The size of symbols relative to the font.
    public enum Scale: Sendable, Hashable {
        case small, medium, large

        /// The symbol size as a share of the point size (OpenSwiftUI's `circle.fill` diameter at
        /// regular weight: 78.86 %, 99.61 %, 127.2 %).
        var factor: CGFloat {
            switch self {
            case .small: return 0.7886
            case .medium: return 0.9961
            case .large: return 1.272
            }
        }
    }

    var content: Content
    var resizing: Resizing?
    var renderingMode: TemplateRenderingMode?
    var interpolation: Interpolation = .high
    var isAntialiased = true
    var symbolRenderingMode: SymbolRenderingMode?

    init(content: Content) { self.content = content }

    /// A bundled symbol named like an SF Symbol (`"star.fill"`).
    public init(systemName: String) {
        self.init(content: .system(systemName))
    }

    /// The image `name` from the asset catalogs; the bundle is not searched (decision: the
    /// context's catalogs stand for the app's bundles).
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(content: .named(name, decorative: false))
    }

    /// The image `name` from the asset catalogs, hidden from accessibility.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(content: .named(name, decorative: true))
    }

    /// The image of a generated asset symbol (`Image(.logo)`).
    public init(_ resource: ImageResource) {
        self.init(content: .named(resource.name, decorative: false))
    }

    /// A ``UIImage``.
    public init(uiImage: UIImage) {
        self.init(content: .uiImage(uiImage))
    }

    func with(_ change: (inout Image) -> Void) -> Image {
        var copy = self
        change(&copy)
        return copy
    }
}

/// How a resizable image stretches.
struct Resizing: Sendable, Hashable {
    var capInsets: EdgeInsets
    var mode: Image.ResizingMode
}
