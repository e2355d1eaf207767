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

    private struct DecodeKey: Hashable {
        var file: URL
        var scale: CGFloat
    }

    func symbol(named name: String, weight: Font.Weight) -> SymbolArtwork? {
        symbols?.artwork(named: name, weight: weight)
    }

    func hasSymbol(named name: String) -> Bool { symbols?.contains(name) ?? false }

    func symbolNames(nearest name: String, count: Int) -> [String] {
        symbols?.nearest(to: name, count: count) ?? []
    }

    func image(named name: String, catalogs urls: [URL], scale: CGFloat, colorScheme: ColorScheme) -> AssetLookup<LoadedImage> {
        for catalog in urls.map(catalog) {
            do {
                guard let (file, fileScale, isTemplate) = try catalog.imageFile(named: name, scale: scale, dark: colorScheme == .dark) else { continue }
                var lookup = decode(file, scale: fileScale, name: name)
                lookup.value?.isTemplate = isTemplate
                return lookup
            } catch {
                return AssetLookup(nil, diagnostics: [Diagnostic(.unreadableImage, "image \"\(name)\": \(error.message); a placeholder is drawn. Fix the image set.")])
            }
        }
        return AssetLookup(nil, diagnostics: [Diagnostic(.missingAsset, "image \"\(name)\" is in none of the asset catalogs searched (\(RenderResources.list(urls))); a placeholder is drawn. Add it or set WidgetContext.assetCatalogs.")])
    }

    func image(data: Data, scale: CGFloat, describedAs description: String) -> AssetLookup<LoadedImage> {
        ImageDecoder.decode(data, scale: scale, description: description)
    }

    func color(named name: String, catalogs urls: [URL]) -> AssetLookup<CatalogColor> {
        for catalog in urls.map(catalog) {
            do {
                if let color = try catalog.color(named: name) { return AssetLookup(color) }
            } catch {
                return AssetLookup(nil, diagnostics: [Diagnostic(.unreadableImage, "Color(\"\(name)\"): \(error.message); drawn magenta. Fix the colour set.")])
            }
        }
        return AssetLookup(nil, diagnostics: [Diagnostic(.missingAsset, "Color(\"\(name)\") is in none of the asset catalogs searched (\(RenderResources.list(urls))); drawn magenta. Add the colour set or set WidgetContext.assetCatalogs.")])
    }

    private func catalog(_ url: URL) -> AssetCatalog {
        lock.lock()
        defer { lock.unlock() }
        if let known = catalogs[url] { return known }
        let made = AssetCatalog(url: url)
        catalogs[url] = made
        return made
    }

    private func decode(_ file: URL, scale: CGFloat, name: String) -> AssetLookup<LoadedImage> {
        let key = DecodeKey(file: file, scale: scale)
        lock.lock()
        if let known = decoded[key] { lock.unlock(); return known }
        lock.unlock()
        let result: AssetLookup<LoadedImage>
        if let data = try? Data(contentsOf: file) {
            result = ImageDecoder.decode(data, scale: scale, description: "image \"\(name)\" (\(file.lastPathComponent))")
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
