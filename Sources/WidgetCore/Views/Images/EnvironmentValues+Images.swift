import Foundation

struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }
struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }
struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }
struct AssetCatalogsKey: EnvironmentKey { static let defaultValue: [URL] = [] }
struct LabelStyleKey: EnvironmentKey { static let defaultValue = LabelStyleKind.automatic }

extension EnvironmentValues {
    /// The scale of symbols relative to the font (from `.imageScale(_:)`).
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }

    /// How symbols colour their layers (`nil`: each symbol's default, monochrome).
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }

    /// The symbol variants applied to `Image(systemName:)` (from `.symbolVariant(_:)`).
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }

    /// The asset catalogs (`*.xcassets`) and plain folders that `Image("name")` and
    /// `Color("name")` read, in search order (from ``WidgetContext/assetCatalogs``).
    package var assetCatalogs: [URL] {
        get { self[AssetCatalogsKey.self] }
        set { self[AssetCatalogsKey.self] = newValue }
    }

    /// The style of `Label`s (from `.labelStyle(_:)`).
    var labelStyleKind: LabelStyleKind {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Scales symbols relative to the font: `.small` 0.79×, `.medium` 1×, `.large` 1.28×.
    public func imageScale(_ scale: Image.Scale) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChanged { $0.imageScale = scale }
    }

    /// Sets how symbols in the view colour their layers.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChanged { $0.symbolRenderingMode = mode }
    }

    /// Draws symbols in the view with `variant` (`.fill`, `.circle`, `.slash`…) where bundled.
    public func symbolVariant(_ variant: SymbolVariants) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChanged { env in
            var v = env.symbolVariants
            if variant.shape != nil { v.shape = variant.shape }
            if variant.isFilled { v.isFilled = true }
            if variant.isSlashed { v.isSlashed = true }
            if variant == .none { v = .none }
            env.symbolVariants = v
        }
    }
}
