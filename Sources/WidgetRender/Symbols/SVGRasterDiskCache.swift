internal import CWidgetRender
import Foundation
import WidgetRenderResources

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// SVG rasters kept on disk between processes, so that a process whose symbols were all drawn
/// before (by any earlier process at the same sizes) never opens librsvg: opening it, and the
/// dozen libraries behind it, was about a tenth of a one-render `widget-render` process.
///
/// ## Where, and what is kept
///
/// The folder is `<user cache>/widget-render/svg-rasters-<format>` (the user cache as for the
/// font cache: ``FontCacheFolder/defaultRoot()``). Each file holds one raster exactly as
/// librsvg drew it: the whole key (the document's bytes, the raster's size in pixels and the
/// rectangle the document was fitted to, as the `Double`s' bit patterns), the pixels
/// compressed with DEFLATE, and their CRC-32. A file is used only when its key equals the one
/// asked for byte for byte and its pixels decompress to the right size with the right
/// checksum, so a hash collision, a torn or corrupt file is a miss, never a wrong raster: the
/// output is the same with or without the cache.
///
/// ## Which librsvg drew them
///
/// The file `librsvg` in the folder names the library that drew the rasters (its path, size
/// and modification time). Each process compares it with the library file once, by `stat`,
/// before using the cache; when they differ (librsvg was upgraded), the cache is not read, and
/// the first raster drawn with the new library empties the folder and records the new one.
///
/// ## Limits
///
/// Rasters over ``maximumPixels`` (a symbol stretched far past any widget's symbol size) are
/// not kept. Files are written to a temporary name and renamed, never synced: a cache file
/// lost to a crash is only a miss. The folder keeps at most ``defaultLimit``'s 4,096 rasters
/// (about 1–3 KB each): the first raster a process writes prunes the least recently used
/// down to 3,072 (``CacheFolderLimit``; a read dates a file again once a day) and removes the
/// temporary files of writers that died. A library change empties it; deleting the folder at
/// any time is safe. A cache folder that cannot be created or written is not used, and
/// nothing else changes.
final class SVGRasterDiskCache: @unchecked Sendable {
    // @unchecked: `state` is guarded by `lock`; `folder` is immutable.

    /// The raster a key names.
    struct Key: Equatable {
        var svg: Data
        var width: Int32
        var height: Int32
        /// The rectangle of the raster the document is fitted to, in pixels.
        var rect: CGRect

        /// The key as bytes: the geometry, then the document.
        var bytes: [UInt8] {
            var out: [UInt8] = []
            out.reserveCapacity(40 + svg.count)
            func append<T: FixedWidthInteger>(_ value: T) { withUnsafeBytes(of: value.littleEndian) { out.append(contentsOf: $0) } }
            append(width)
            append(height)
            for value in [rect.minX, rect.minY, rect.width, rect.height] { append(Double(value).bitPattern) }
            out.append(contentsOf: svg)
            return out
        }
    }

    /// The version of the file format and of the rasterising code; a change of either gives
    /// a new folder, so rasters drawn another way are never read.
    static let format = 1

    /// The largest raster kept, in pixels (512 × 512).
    static let maximumPixels = 512 * 512

    /// How many rasters a folder keeps.
    static let defaultLimit = CacheFolderLimit(limit: 4096, keep: 3072, suffix: ".raster")

    /// The cache of this process, under the user cache folder; `nil` when there is none.
    static let shared: SVGRasterDiskCache? = (StartupBenchSwitches.noSVGCache ? nil : FontCacheFolder.defaultRoot()).map {
        SVGRasterDiskCache(folder: $0.appendingPathComponent("widget-render/svg-rasters-\(format)", isDirectory: true))
    }

    /// The folder of the cache files.
    let folder: URL

    /// How many rasters the folder keeps.
    let limit: CacheFolderLimit

    private enum State {
        /// Not checked yet.
        case unknown
        /// The recorded library is the one on disk (or none is recorded and nothing is kept).
        case valid
        /// The recorded library differs from the one on disk, or none is recorded: nothing is
        /// read until a raster drawn now resets the folder.
        case stale
        /// The folder cannot be written: the cache is off for this process.
        case off
    }

    private let lock = NSLock()
    private var state = State.unknown
    /// The library stamp the folder was found or made to hold in this process.
    private var preparedFor: String?
    /// Whether this process has pruned the folder.
    private var pruned = false

    /// A cache in `folder` (created when the first raster is kept), bounded by `limit`.
    init(folder: URL, limit: CacheFolderLimit = SVGRasterDiskCache.defaultLimit) {
        self.folder = folder
        self.limit = limit
    }

    /// The pixels kept for `key` (premultiplied ARGB32 words, `width × height`), or `nil`.
    func pixels(for key: Key) -> [UInt32]? {
        guard Int(key.width) * Int(key.height) <= SVGRasterDiskCache.maximumPixels, checkedState() == .valid else { return nil }
        let keyBytes = key.bytes
        guard let file = readFile(path(for: keyBytes), refreshingDate: true) else { return nil }
        return SVGRasterDiskCache.decode(file, key: keyBytes, count: Int(key.width) * Int(key.height))
    }

    /// Keeps `pixels`, drawn by the librsvg whose function `drawnWith` is, for `key`.
    func store(_ pixels: [UInt32], for key: Key, drawnWith function: UnsafeRawPointer) {
        guard Int(key.width) * Int(key.height) <= SVGRasterDiskCache.maximumPixels, pixels.count == Int(key.width) * Int(key.height) else { return }
        guard let library = SVGRasterDiskCache.libraryStamp(of: function), prepare(for: library) else { return }
        let keyBytes = key.bytes
        guard let file = SVGRasterDiskCache.encode(pixels, key: keyBytes) else { return }
        write(file, to: path(for: keyBytes))
        pruneOnce()
    }

    /// Removes the temporary files of dead writers and the least recently used rasters past
    /// ``limit``, the first time this process writes a raster.
    private func pruneOnce() {
        lock.lock()
        let first = !pruned
        pruned = true
        lock.unlock()
        guard first else { return }
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        StaleTemporaryFiles.remove(inFolder: descriptor)
        limit.prune(folder: descriptor)
    }

    // MARK: - The library stamp

    /// "path\nsize\nmodification time in ns\n" of the shared object holding `function`.
    static func libraryStamp(of function: UnsafeRawPointer) -> String? {
        guard let path = wr_shared_object_path(function) else { return nil }
        return stamp(ofFile: String(cString: path))
    }

    /// The stamp of the file at `path`, or `nil` when it cannot be read.
    static func stamp(ofFile path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return "\(path)\n\(info.st_size)\n\(FileModificationTime.nanoseconds(info))\n"
    }

    private var stampPath: String { folder.appendingPathComponent("librsvg").path }

    private func checkedState() -> State {
        lock.lock()
        defer { lock.unlock() }
        if state == .unknown {
            let recorded = readFile(stampPath).flatMap { String(bytes: $0, encoding: .utf8) }
            let path = recorded?.split(separator: "\n").first.map(String.init)
            state = recorded != nil && path.flatMap(SVGRasterDiskCache.stamp(ofFile:)) == recorded ? .valid : .stale
        }
        return state
    }

    /// Makes the folder hold rasters of `library`: creates it, or empties it when it holds
    /// another library's. Whether rasters can be written.
    private func prepare(for library: String) -> Bool {
        let current = checkedState()
        lock.lock()
        defer { lock.unlock() }
        switch current {
        case .off: return false
        case .valid:
            if preparedFor == library { return true }
            if readFile(stampPath).flatMap({ String(bytes: $0, encoding: .utf8) }) == library {
                preparedFor = library
                return true
            }
        case .stale, .unknown: break
        }
        let manager = FileManager.default
        do {
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
            for name in try manager.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".raster") {
                try? manager.removeItem(atPath: folder.appendingPathComponent(name).path)
            }
        } catch {
            state = .off
            return false
        }
        guard write(Array(library.utf8), to: stampPath) else {
            state = .off
            return false
        }
        state = .valid
        preparedFor = library
        return true
    }

    // MARK: - Files

    private func path(for key: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a, 64 bits
        for byte in key {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return folder.appendingPathComponent(String(repeating: "0", count: 16 - hex.count) + hex + ".raster").path
    }

    /// The bytes of the file at `path`; with `refreshingDate`, a file older than a day is
    /// dated now, as used (see ``CacheFolderLimit``). Only a regular file at the name itself
    /// is read or dated (``CacheFile``): a FIFO there is a miss, not a wait for ever, and a
    /// symlink is a miss whose target is never dated; the next raster drawn for that name
    /// replaces either.
    private func readFile(_ path: String, refreshingDate: Bool = false) -> [UInt8]? {
        let refresh: ((Int32, stat) -> Void)? = refreshingDate ? { [limit] fd, info in limit.refreshIfOld(fd, info: info) } : nil
        guard case .bytes(let bytes) = CacheFile.contents(path, refresh: refresh), !bytes.isEmpty else { return nil }
        return bytes
    }

    /// Writes `bytes` to a temporary file in the folder (named as ``TemporaryFileName`` names
    /// them, so that the files of a writer that died are found and removed) and renames it to
    /// `path`.
    @discardableResult
    private func write(_ bytes: [UInt8], to path: String) -> Bool {
        let temporary = folder.appendingPathComponent(TemporaryFileName.random(pid: getpid())).path
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return false }
        let written = FileDescriptorIO.writeAll(bytes, to: fd) == 0
        guard close(fd) == 0, written, rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }

    // MARK: - The file format

    private static let magic = Array("WRSVGRASTER1".utf8)

    /// magic, key length (UInt32), key, CRC-32 of the pixel bytes, compressed length (UInt32),
    /// the pixel bytes (little-endian words) compressed with raw DEFLATE.
    static func encode(_ pixels: [UInt32], key: [UInt8]) -> [UInt8]? {
        let raw = pixels.flatMap { word in withUnsafeBytes(of: word.littleEndian) { Array($0) } }
        guard let compressor = libdeflate_alloc_compressor(6) else { return nil }
        defer { libdeflate_free_compressor(compressor) }
        var compressed = [UInt8](repeating: 0, count: libdeflate_deflate_compress_bound(compressor, raw.count))
        let length = raw.withUnsafeBytes { input in
            compressed.withUnsafeMutableBytes { libdeflate_deflate_compress(compressor, input.baseAddress, input.count, $0.baseAddress, $0.count) }
        }
        guard length > 0 else { return nil }
        var out = magic
        func append(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { out.append(contentsOf: $0) } }
        append(UInt32(key.count))
        out.append(contentsOf: key)
        append(UInt32(truncatingIfNeeded: raw.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }))
        append(UInt32(length))
        out.append(contentsOf: compressed[0..<length])
        return out
    }

    /// The pixels of a cache file, when it holds `key` and `count` pixels that check out.
    static func decode(_ file: [UInt8], key: [UInt8], count: Int) -> [UInt32]? {
        var offset = 0
        func take(_ n: Int) -> ArraySlice<UInt8>? {
            guard n >= 0, offset + n <= file.count else { return nil }
            defer { offset += n }
            return file[offset..<offset + n]
        }
        func word() -> UInt32? {
            take(4).map { bytes in bytes.reversed().reduce(0) { $0 << 8 | UInt32($1) } }
        }
        guard take(magic.count).map(Array.init) == magic, let keyLength = word(), Int(keyLength) == key.count,
            let stored = take(key.count), stored.elementsEqual(key),
            let crc = word(), let length = word(), let compressed = take(Int(length)), offset == file.count,
            let decompressor = libdeflate_alloc_decompressor()
        else { return nil }
        defer { libdeflate_free_decompressor(decompressor) }
        var pixels = [UInt32](repeating: 0, count: count)
        var actual = 0
        let result = compressed.withUnsafeBytes { input in
            pixels.withUnsafeMutableBytes { libdeflate_deflate_decompress(decompressor, input.baseAddress, input.count, $0.baseAddress, $0.count, &actual) }
        }
        guard result == LIBDEFLATE_SUCCESS, actual == count * 4,
            UInt32(truncatingIfNeeded: pixels.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }) == crc
        else { return nil }
        #if _endian(big)
            pixels = pixels.map { UInt32(littleEndian: $0) }
        #endif
        return pixels
    }
}
