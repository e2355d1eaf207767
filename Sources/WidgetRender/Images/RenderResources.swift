import Foundation
import WidgetCore

/// What renders read images, symbols and catalog colours from: the bundled symbols, the
/// decoders and the asset catalogs (indexed once per folder, decoded images cached by file).
final class RenderResources: ImageResourceProvider, @unchecked Sendable {
    static let shared = RenderResources()

    private let symbols = SymbolLibrary.shared
    private let lock = NSLock()
    private var catalogs: [URL: AssetCatalog] = [:]
    private var decoded = LRUCache<DecodeKey, AssetLookup<LoadedImage>>(capacity: 64)
    private var colors = LRUCache<ColorKey, Result<CatalogColor?, AssetError>>(capacity: 256)

    private struct DecodeKey: Hashable {
        var file: URL
        var scale: CGFloat
        /// The pixels per point a PDF is rasterised at (`nil`: kept as vectors).
        var pdfRasterScale: CGFloat?
    }

    private struct ColorKey: Hashable {
        var catalog: URL
        var name: String
        var idiom: String
    }

    func symbol(named name: String, weight: Font.Weight) -> SymbolArtwork? {
        symbols?.artwork(named: name, weight: weight)
    }

    func hasSymbol(named name: String) -> Bool { symbols?.contains(name) ?? false }

    func symbolNames(nearest name: String, count: Int) -> [String] {
        symbols?.nearest(to: name, count: count) ?? []
    }

    func image(named name: String, catalogs urls: [URL], scale: CGFloat, colorScheme: ColorScheme, idiom: String) -> AssetLookup<LoadedImage> {
        for catalog in urls.map(catalog) {
            do {
                guard let file = try catalog.imageFile(named: name, scale: scale, dark: colorScheme == .dark, idiom: idiom) else { continue }
                var lookup = decode(file.url, scale: file.scale, pdfRasterScale: RenderResources.pdfRasterScale(file, displayScale: scale), name: name)
                lookup.value?.isTemplate = file.isTemplate
                return lookup
            } catch {
                return AssetLookup(nil, diagnostics: [Diagnostic(.unreadableImage, "image \"\(name)\": \(error.message); a placeholder is drawn. Fix the image set.")])
            }
        }
        return AssetLookup(nil, diagnostics: [Diagnostic(.missingAsset, "image \"\(name)\" is in none of the asset catalogs searched (\(RenderResources.list(urls))); a placeholder is drawn. Add it or set WidgetContext.assetCatalogs.")])
    }

    /// The pixels per point a PDF `file` is rasterised at, as Xcode does at build time for an
    /// image set that does not preserve vector data: a single-scale PDF at the device's scale
    /// (1×, 2× or 3×: the nearest larger of the scales Xcode generates), one in a scale slot
    /// at that slot's scale; `nil` (vectors) when the set preserves vector data.
    static func pdfRasterScale(_ file: AssetCatalog.ImageFile, displayScale: CGFloat) -> CGFloat? {
        guard !file.preservesVector else { return nil }
        return file.isSingleScale ? CGFloat(AssetCatalog.pick([1, 2, 3], for: displayScale)) : file.scale
    }

    func image(data: Data, scale: CGFloat, describedAs description: String) -> AssetLookup<LoadedImage> {
        ImageDecoder.decode(data, scale: scale, description: description)
    }

    func color(named name: String, catalogs urls: [URL], idiom: String) -> AssetLookup<CatalogColor> {
        for url in urls {
            switch color(named: name, in: url, idiom: idiom) {
            case .success(let color?): return AssetLookup(color)
            case .success(nil): continue
            case .failure(let error):
                return AssetLookup(nil, diagnostics: [Diagnostic(.unreadableImage, "Color(\"\(name)\"): \(error.message); drawn magenta. Fix the colour set.")])
            }
        }
        return AssetLookup(nil, diagnostics: [Diagnostic(.missingAsset, "Color(\"\(name)\") is in none of the asset catalogs searched (\(RenderResources.list(urls))); drawn magenta. Add the colour set or set WidgetContext.assetCatalogs.")])
    }

    /// The colour `name` of the catalog at `url`, read once (kept in a bounded cache: the
    /// accent colour is looked up by every tinted view).
    private func color(named name: String, in url: URL, idiom: String) -> Result<CatalogColor?, AssetError> {
        let key = ColorKey(catalog: url, name: name, idiom: idiom)
        lock.lock()
        if let known = colors[key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let catalog = catalog(url)
        let result = Result { () throws(AssetError) -> CatalogColor? in try catalog.color(named: name, idiom: idiom) }
        lock.lock()
        colors[key] = result
        lock.unlock()
        return result
    }

    private func catalog(_ url: URL) -> AssetCatalog {
        lock.lock()
        defer { lock.unlock() }
        if let known = catalogs[url] { return known }
        let made = AssetCatalog(url: url)
        catalogs[url] = made
        return made
    }

    private func decode(_ file: URL, scale: CGFloat, pdfRasterScale: CGFloat?, name: String) -> AssetLookup<LoadedImage> {
        let key = DecodeKey(file: file, scale: scale, pdfRasterScale: pdfRasterScale)
        lock.lock()
        if let known = decoded[key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let result: AssetLookup<LoadedImage>
        if let data = try? Data(contentsOf: file) {
            result = ImageDecoder.decode(data, scale: scale, description: "image \"\(name)\" (\(file.lastPathComponent))", pdfRasterScale: pdfRasterScale)
        } else {
            result = AssetLookup(nil, diagnostics: [Diagnostic(.unreadableImage, "image \"\(name)\": \(file.path) cannot be read; a placeholder is drawn.")])
        }
        lock.lock()
        decoded[key] = result
        lock.unlock()
        return result
    }

    static func list(_ urls: [URL]) -> String {
        urls.isEmpty ? "none set" : urls.map(\.path).joined(separator: ", ")
    }
}
