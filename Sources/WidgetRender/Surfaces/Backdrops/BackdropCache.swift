import Foundation
import WidgetCore

/// The backdrops made from the bundled wallpapers, kept for reuse: the same widget size,
/// blur and veil give the same backdrop, and a render then spends no time on it. Backdrops of
/// a caller's own pixels are not cached (hashing a large image costs as much as making it).
final class BackdropCache: @unchecked Sendable {
    /// What makes a backdrop.
    struct Key: Hashable {
        var wallpaper: String
        var width: Int
        var height: Int
        var blur: Double
        var veil: RGBA
        /// The wallpaper as it is (``Backdrop/init(unblurred:pixelWidth:pixelHeight:)``).
        var unblurred = false
        /// The glass lens the backdrop is seen through (``Backdrop/GlassLens``), if any.
        var lens: Backdrop.GlassLens?
    }

    /// The process-wide cache.
    static let shared = BackdropCache()

    /// How many backdrops are kept (a handful of families × looks; each holds its
    /// canvas-sized pixels, 2 MB for a 3× medium widget).
    static let capacity = 24

    private let lock = NSLock()
    private var cache = LRUCache<Key, Backdrop>(capacity: BackdropCache.capacity)

    /// The backdrop for these inputs, made once per key for bundled wallpapers.
    ///
    /// - Throws: ``WidgetRenderError`` as ``Backdrop/init(wallpaper:pixelWidth:pixelHeight:blur:veil:)``.
    /// With a `lens`, the backdrop is made at the canvas's size and seen through it.
    func backdrop(wallpaper: Wallpaper, pixelWidth: Int, pixelHeight: Int, blur: Double, veil: RGBA, lens: Backdrop.GlassLens? = nil) throws -> Backdrop {
        let make = { try Backdrop(wallpaper: wallpaper, pixelWidth: pixelWidth, pixelHeight: pixelHeight, blur: blur, veil: veil) }
        guard case .bundled = wallpaper.source else {
            guard let lens else { return try make() }
            return try make().scaledUp(pixelWidth: pixelWidth, pixelHeight: pixelHeight).seen(through: lens)
        }
        return try cached(wallpaper, Key(wallpaper: "", width: pixelWidth, height: pixelHeight, blur: blur, veil: veil, lens: lens)) {
            let scaled = try make().scaledUp(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
            return lens.map { scaled.seen(through: $0) } ?? scaled
        }
    }

    /// The wallpaper as it is at this size, made once per size for bundled wallpapers.
    ///
    /// - Throws: ``WidgetRenderError`` as ``Backdrop/init(unblurred:pixelWidth:pixelHeight:)``.
    func unblurredBackdrop(wallpaper: Wallpaper, pixelWidth: Int, pixelHeight: Int) throws -> Backdrop {
        let key = Key(wallpaper: "", width: pixelWidth, height: pixelHeight, blur: 0, veil: RGBA(red: 0, green: 0, blue: 0, alpha: 0), unblurred: true)
        return try cached(wallpaper, key) { try Backdrop(unblurred: wallpaper, pixelWidth: pixelWidth, pixelHeight: pixelHeight) }
    }

    /// `make()` for a caller's own pixels (not cached: hashing them costs as much); for a
    /// bundled wallpaper, the backdrop kept under `key` with the wallpaper's name, else
    /// `make()`, kept.
    private func cached(_ wallpaper: Wallpaper, _ key: Key, make: () throws -> Backdrop) throws -> Backdrop {
        guard case .bundled(let name) = wallpaper.source else { return try make() }
        var key = key
        key.wallpaper = name
        if let hit = lock.withLock({ cache[key] }) { return hit }
        let made = try make()
        lock.withLock { cache[key] = made }
        return made
    }
}
