import Foundation

/// A symbol's artwork as the symbol library gives it: one SVG per layer, all in the same
/// square view box, and the box around the ink.
package struct SymbolArtwork: Sendable, Hashable {
    /// One layer of a symbol: its SVG document and its hierarchy level (0 primary, 1 secondary…).
    package struct Layer: Sendable, Hashable {
        package var svg: Data
        package var level: Int
        package init(svg: Data, level: Int) {
            self.svg = svg
            self.level = level
        }
    }

    /// The bundled name that was found (after the variant lookup).
    package var name: String
    /// The whole symbol in one document (monochrome).
    package var monochrome: Data
    /// The layers for hierarchical and palette rendering (one layer when the artwork has none).
    package var layers: [Layer]
    /// The side of the square view box, in artwork units (16 for Bootstrap Icons).
    package var viewBox: CGFloat
    /// The ink's bounding box in artwork units, at the weight asked for.
    package var inkBounds: CGRect
    /// The system colour the symbol takes in `.multicolor` rendering (`nil`: monochrome there).
    package var multicolor: String?

    package init(name: String, monochrome: Data, layers: [Layer], viewBox: CGFloat, inkBounds: CGRect, multicolor: String?) {
        self.name = name
        self.monochrome = monochrome
        self.layers = layers
        self.viewBox = viewBox
        self.inkBounds = inkBounds
        self.multicolor = multicolor
    }
}

/// A picture read from an asset catalog, a file or data: what to draw and its size in points.
package struct LoadedImage: Sendable, Hashable {
    /// The pixels or SVG document.
    package var source: ImageDrawing.Source
    /// The image's size in points (pixels ÷ the image's scale).
    package var size: CGSize
    /// Whether the catalog marks it as a template (`template-rendering-intent`).
    package var isTemplate: Bool

    package init(source: ImageDrawing.Source, size: CGSize, isTemplate: Bool = false) {
        self.source = source
        self.size = size
        self.isTemplate = isTemplate
    }
}

/// The answer of an image or colour look-up: the value, or why there is none, with the
/// diagnostics to report either way (a downsampled image is found and reported).
package struct AssetLookup<Value: Sendable>: Sendable {
    package var value: Value?
    package var diagnostics: [Diagnostic]

    package init(_ value: Value?, diagnostics: [Diagnostic] = []) {
        self.value = value
        self.diagnostics = diagnostics
    }
}

/// A colour from an asset catalog: its light and dark appearances.
package struct CatalogColor: Sendable, Hashable {
    /// One appearance of a colour set.
    package enum Value: Sendable, Hashable {
        /// Components, converted to sRGB.
        case rgba(RGBA)
        /// A system colour, by the name Xcode writes (`"systemBlueColor"`, `"labelColor"`),
        /// resolved for the render's scheme and OS generation.
        case system(String)
    }

    package var light: Value
    package var dark: Value

    package init(light: Value, dark: Value) {
        self.light = light
        self.dark = dark
    }

    package init(light: RGBA, dark: RGBA) {
        self.init(light: .rgba(light), dark: .rgba(dark))
    }
}

/// Where `Image` and `Color` find symbols, pictures and catalog colours while a view resolves.
///
/// `WidgetRender` provides it (bundled `Symbols/`, librsvg, image decoders, asset catalogs);
/// `WidgetCore` only asks. Without one (pure layout tests), symbols and assets are missing.
package protocol ImageResourceProvider: Sendable {
    /// The artwork of the bundled symbol `name` at `weight`, or `nil` when it is not bundled.
    func symbol(named name: String, weight: Font.Weight) -> SymbolArtwork?
    /// Whether a symbol named `name` is bundled.
    func hasSymbol(named name: String) -> Bool
    /// Up to `count` bundled names closest to `name`, best first.
    func symbolNames(nearest name: String, count: Int) -> [String]
    /// The image `name` from `catalogs` (asset catalogs or plain folders), at `scale`, in the
    /// appearance of `colorScheme` when the image set has one, for the device `idiom`
    /// (`iphone`, `ipad`, `watch`: ``EnvironmentValues/assetIdiom``).
    func image(named name: String, catalogs: [URL], scale: CGFloat, colorScheme: ColorScheme, idiom: String) -> AssetLookup<LoadedImage>
    /// An image decoded from encoded bytes (PNG, JPEG, SVG…) with `scale` pixels per point.
    func image(data: Data, scale: CGFloat, describedAs description: String) -> AssetLookup<LoadedImage>
    /// The colour `name` from `catalogs`, for the device `idiom`.
    func color(named name: String, catalogs: [URL], idiom: String) -> AssetLookup<CatalogColor>
}

/// The image resources of the render running on this task.
package enum ImageResources {
    /// The provider for the render on this task (`nil` outside a renderer).
    @TaskLocal package static var current: (any ImageResourceProvider)?
}
