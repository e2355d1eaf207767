import Foundation

extension Image {
    /// Makes the image take the size it is offered instead of its natural size.
    ///
    /// Cap insets keep a bitmap's edges unscaled: the corners are drawn as they are, the edges
    /// stretch along their length and the centre fills the rest (symbols and SVGs stretch
    /// whole, with a diagnostic). `.tile` draws stretched, with a diagnostic.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        with { $0.resizing = Resizing(capInsets: capInsets, mode: resizingMode) }
    }

    /// Draws the image's own colours (`.original`) or fills its alpha with the foreground
    /// style (`.template`); `nil` keeps the default (symbols and catalog templates are
    /// templates, other images original).
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        with { $0.renderingMode = renderingMode }
    }

    /// How pixels are sampled when the image is scaled (default `.high`).
    public func interpolation(_ interpolation: Interpolation) -> Image {
        with { $0.interpolation = interpolation }
    }

    /// Whether edges are antialiased when the image is scaled (`false` samples nearest pixels).
    public func antialiased(_ isAntialiased: Bool) -> Image {
        with { $0.isAntialiased = isAntialiased }
    }

    /// How the symbol colours its layers.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        with { $0.symbolRenderingMode = mode }
    }

    /// How the image renders in the accented mode (`.fullColor`, `.accented`,
    /// `.desaturated`, `.accentedDesaturated`; `nil`: the system default).
    public func widgetAccentedRenderingMode(_ renderingMode: WidgetAccentedRenderingMode?) -> some View {
        environmentChanged { $0.accentedRenderingMode = renderingMode }
    }
}
