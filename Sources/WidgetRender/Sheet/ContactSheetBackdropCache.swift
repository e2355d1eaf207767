import Foundation
import WidgetCore

/// The cover-fitted wallpaper pixels of contact-sheet cells, and the veiled bitmaps made from
/// them, kept for the process.
///
/// Every sheet of a batch puts the same wallpapers behind cells of the same few sizes (one per
/// family), and scaling a wallpaper to a cell was a quarter of `sheet --all`; each size is now
/// scaled once. At most ``maximumEntries`` are kept; when full, the cache is emptied and
/// starts again (a batch has far fewer sizes than that).
final class ContactSheetBackdropCache: @unchecked Sendable {
    static let shared = ContactSheetBackdropCache()

    /// The most sizes kept.
    static let maximumEntries = 32

    private struct Key: Hashable {
        var wallpaper: Wallpaper
        var width: Int
        var height: Int
    }

    /// The most bytes of veiled cell bitmaps kept.
    static let maximumBitmapBytes = 256 << 20

    private struct BitmapKey: Hashable {
        var origin: ContactSheetBackdrop.Origin
        var width: Int
        var height: Int
        var veil: RGBA?
    }

    private let lock = NSLock()
    private var entries: [Key: [UInt8]] = [:]
    private var bitmaps: [BitmapKey: Bitmap] = [:]
    private var bitmapBytes = 0

    /// The veiled, premultiplied pixels of a cell: kept ones, or `make()`'s, kept.
    func bitmap(of origin: ContactSheetBackdrop.Origin, width: Int, height: Int, veil: RGBA?, make: () -> Bitmap) -> Bitmap {
        let key = BitmapKey(origin: origin, width: width, height: height, veil: veil)
        lock.lock()
        let kept = bitmaps[key]
        lock.unlock()
        if let kept { return kept }
        let made = make()
        lock.lock()
        if bitmapBytes + made.bytes.count > Self.maximumBitmapBytes {
            bitmaps.removeAll()
            bitmapBytes = 0
        }
        if bitmaps.updateValue(made, forKey: key) == nil { bitmapBytes += made.bytes.count }
        lock.unlock()
        return made
    }

    /// The pixels of `wallpaper` fitted to `width × height`: kept ones, or `make()`'s, kept.
    func pixels(of wallpaper: Wallpaper, width: Int, height: Int, make: () throws -> [UInt8]) rethrows -> [UInt8] {
        let key = Key(wallpaper: wallpaper, width: width, height: height)
        lock.lock()
        let kept = entries[key]
        lock.unlock()
        if let kept { return kept }
        let made = try make()  // outside the lock: two threads may both make it, with the same bytes
        lock.lock()
        if entries.count >= Self.maximumEntries { entries.removeAll() }
        entries[key] = made
        lock.unlock()
        return made
    }
}
