import Foundation

/// Rasterised SVG images (symbols above all) kept per document, exact device-pixel size and
/// quarter-pixel offset, so a symbol drawn many times is rendered by librsvg once.
///
/// Shared by all renders (guarded by a lock); holds at most ``capacity`` rasters, forgetting
/// the least recently used first.
final class SVGRasterCache: @unchecked Sendable {
    struct Key: Hashable {
        /// The document's bytes as an array, not `Data`: the cache outlives every render, and
        /// LeakSanitizer does not see a `Data`'s storage through its enum's tagged pointer, so
        /// the SVG of a `UIGraphicsImageRenderer` drawing (made per render, held only here)
        /// was reported as leaked at exit.
        var svg: [UInt8]
        /// The exact size in device pixels (the `Double`s' bit patterns): the raster is drawn at
        /// the size of the draw that made it, so sizes only a fraction apart must not share one,
        /// or a render would depend on which draw came first.
        var width: Int
        var height: Int
        /// Offset inside the first pixel, in quarter pixels.
        var dx: Int
        var dy: Int

        /// The document's bytes hashed in one call (an array hashes element by element, a
        /// call per byte: a drawing that embeds a photo is hundreds of kilobytes).
        func hash(into hasher: inout Hasher) {
            svg.withUnsafeBytes { hasher.combine(bytes: $0) }
            hasher.combine(svg.count)
            hasher.combine(width)
            hasher.combine(height)
            hasher.combine(dx)
            hasher.combine(dy)
        }
    }

    /// A raster: premultiplied ARGB32 words, `width × height`.
    struct Raster: Sendable {
        var width: Int32
        var height: Int32
        var pixels: [UInt32]
    }

    static let shared = SVGRasterCache()
    static let capacity = 512

    private let lock = NSLock()
    private var cache = LRUCache<Key, Raster>(capacity: SVGRasterCache.capacity)

    /// The raster for `key`, rendered with `make` when not cached.
    func raster(for key: Key, make: () throws -> Raster?) rethrows -> Raster? {
        lock.lock()
        if let known = cache[key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        guard let made = try make() else { return nil }
        lock.lock()
        cache[key] = made
        lock.unlock()
        return made
    }
}
