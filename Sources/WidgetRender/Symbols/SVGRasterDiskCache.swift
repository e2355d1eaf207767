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
/// rectangle the document was fitted to, as the `Double`s' bit patterns), where the raster
/// has ink (``InkExtent``) with a CRC-32 of the key and the extent, the pixels compressed
/// with DEFLATE, and their CRC-32. A file is used only when its key equals the one asked for
/// byte for byte, its header checks out and (for its pixels) they decompress to the right
/// size with the right checksum, so a hash collision, a torn or corrupt file is a miss, never
/// a wrong raster: the output is the same with or without the cache. The extent is read
/// without the pixels (``inkExtent(for:)``): a symbol's ink bounds then cost a process a
/// small read instead of decompressing and scanning a raster.
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
    /// a new folder, so rasters drawn another way are never read (2: the ink extent in the
    /// header).
    static let format = 2

    /// The largest raster kept, in pixels (512 × 512).
    static let maximumPixels = 512 * 512

    /// How many rasters a folder keeps.
    static let defaultLimit = CacheFolderLimit(limit: 4096, keep: 3072, suffix: ".raster")

    /// The cache of this process, under the user cache folder; `nil` when there is none.
    static let shared: SVGRasterDiskCache? = (StartupBenchSwitches.noSVGCache ? nil : FontCacheFolder.defaultRootPath()).map {
        SVGRasterDiskCache(folderPath: FilePath.join($0, "widget-render/svg-rasters-\(format)"))
    }

    /// The path of the folder of the cache files (a path, not a URL: see `URL.posixPath`).
    let folderPath: String

    /// The folder of the cache files.
    var folder: URL { URL(fileURLWithPath: folderPath, isDirectory: true) }

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
    convenience init(folder: URL, limit: CacheFolderLimit = SVGRasterDiskCache.defaultLimit) {
        self.init(folderPath: folder.posixPath, limit: limit)
    }

    /// A cache in the folder at `folderPath`, bounded by `limit`.
    init(folderPath: String, limit: CacheFolderLimit = SVGRasterDiskCache.defaultLimit) {
        self.folderPath = folderPath
        self.limit = limit
    }

    /// The pixels kept for `key` (premultiplied ARGB32 words, `width × height`), or `nil`.
    func pixels(for key: Key) -> [UInt32]? {
        keptFile(for: key).flatMap { SVGRasterDiskCache.decode($0.file, key: $0.key, count: Int(key.width) * Int(key.height)) }
    }

    /// Where the raster kept for `key` has ink, read from its file's header without its
    /// pixels; `nil` when no raster is kept for it.
    func inkExtent(for key: Key) -> InkExtent? {
        keptFile(for: key).flatMap { SVGRasterDiskCache.header(of: $0.file, key: $0.key)?.ink }
    }

    /// The bytes of the file kept for `key` (dated as used) and the key's bytes; `nil` when
    /// the cache is not used or holds no such file.
    private func keptFile(for key: Key) -> (file: [UInt8], key: [UInt8])? {
        guard Int(key.width) * Int(key.height) <= SVGRasterDiskCache.maximumPixels, checkedState() == .valid else { return nil }
        let keyBytes = key.bytes
        return readFile(path(for: keyBytes), refreshingDate: true).map { ($0, keyBytes) }
    }

    /// Keeps `pixels`, drawn by the librsvg whose function `drawnWith` is, for `key`.
    func store(_ pixels: [UInt32], for key: Key, drawnWith function: UnsafeRawPointer) {
        guard Int(key.width) * Int(key.height) <= SVGRasterDiskCache.maximumPixels, pixels.count == Int(key.width) * Int(key.height) else { return }
        guard let library = SVGRasterDiskCache.libraryStamp(of: function), prepare(for: library) else { return }
        let keyBytes = key.bytes
        let ink = InkExtent(pixels: pixels, width: Int(key.width), height: Int(key.height))
        guard let file = SVGRasterDiskCache.encode(pixels, key: keyBytes, ink: ink) else { return }
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
        let descriptor = open(folderPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
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

    private var stampPath: String { FilePath.join(folderPath, "librsvg") }

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
            try manager.createDirectory(atPath: folderPath, withIntermediateDirectories: true)
            for name in try manager.contentsOfDirectory(atPath: folderPath) where name.hasSuffix(".raster") {
                try? manager.removeItem(atPath: FilePath.join(folderPath, name))
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
        return FilePath.join(folderPath, String(repeating: "0", count: 16 - hex.count) + hex + ".raster")
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
        let temporary = FilePath.join(folderPath, TemporaryFileName.random(pid: getpid()))
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

    private static let magic = Array("WRSVGRASTER2".utf8)

    /// The extent's four values when there is no ink.
    private static let noInk: UInt16 = 0xFFFF

    /// magic, key length (UInt32), key, the ink extent (minX, minY, maxX, maxY as UInt16,
    /// each 0xFFFF for none), CRC-32 of the key length, key and extent, CRC-32 of the pixel
    /// bytes, compressed length (UInt32), the pixel bytes (little-endian words) compressed
    /// with raw DEFLATE. Integers are little-endian.
    static func encode(_ pixels: [UInt32], key: [UInt8], ink: InkExtent) -> [UInt8]? {
        let raw = pixels.flatMap { word in withUnsafeBytes(of: word.littleEndian) { Array($0) } }
        guard let compressor = libdeflate_alloc_compressor(6) else { return nil }
        defer { libdeflate_free_compressor(compressor) }
        var compressed = [UInt8](repeating: 0, count: libdeflate_deflate_compress_bound(compressor, raw.count))
        let length = raw.withUnsafeBytes { input in
            compressed.withUnsafeMutableBytes { libdeflate_deflate_compress(compressor, input.baseAddress, input.count, $0.baseAddress, $0.count) }
        }
        guard length > 0 else { return nil }
        let box: [Int] =
            switch ink {
            case .empty: []
            case .box(let minX, let minY, let maxX, let maxY): [minX, minY, maxX, maxY]
            }
        guard box.allSatisfy({ (0..<Int(noInk)).contains($0) }) else { return nil }
        var out = magic
        func append<T: FixedWidthInteger>(_ value: T) { withUnsafeBytes(of: value.littleEndian) { out.append(contentsOf: $0) } }
        append(UInt32(key.count))
        out.append(contentsOf: key)
        for value in box.isEmpty ? Array(repeating: noInk, count: 4) : box.map(UInt16.init) { append(value) }
        append(crc(out[magic.count...]))
        append(UInt32(truncatingIfNeeded: raw.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }))
        append(UInt32(length))
        out.append(contentsOf: compressed[0..<length])
        return out
    }

    /// What a file's header holds: its ink extent, and where its pixel checksum starts.
    struct Header {
        var ink: InkExtent
        var end: Int
    }

    /// The header of a cache file, when it holds `key` and its header checksum checks out.
    static func header(of file: [UInt8], key: [UInt8]) -> Header? {
        let keyEnd = magic.count + 4 + key.count
        let boxEnd = keyEnd + 8
        guard file.count >= boxEnd + 4, file[0..<magic.count].elementsEqual(magic), word(file, at: magic.count) == UInt32(key.count),
            file[(magic.count + 4)..<keyEnd].elementsEqual(key), word(file, at: boxEnd) == crc(file[magic.count..<boxEnd])
        else { return nil }
        let box = (0..<4).map { Int(file[keyEnd + 2 * $0]) | Int(file[keyEnd + 2 * $0 + 1]) << 8 }
        if box.allSatisfy({ $0 == Int(noInk) }) { return Header(ink: .empty, end: boxEnd + 4) }
        guard !box.contains(Int(noInk)), box[0] <= box[2], box[1] <= box[3] else { return nil }
        return Header(ink: .box(minX: box[0], minY: box[1], maxX: box[2], maxY: box[3]), end: boxEnd + 4)
    }

    /// The pixels of a cache file, when it holds `key` and `count` pixels that check out.
    static func decode(_ file: [UInt8], key: [UInt8], count: Int) -> [UInt32]? {
        guard let header = header(of: file, key: key), file.count >= header.end + 8 else { return nil }
        let crc = word(file, at: header.end)
        let length = Int(word(file, at: header.end + 4))
        let start = header.end + 8
        guard length == file.count - start, let decompressor = libdeflate_alloc_decompressor() else { return nil }
        defer { libdeflate_free_decompressor(decompressor) }
        var pixels = [UInt32](repeating: 0, count: count)
        var actual = 0
        let result = file[start...].withUnsafeBytes { input in
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

    /// The little-endian `UInt32` at `offset` of `bytes` (in bounds: the callers check).
    private static func word(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        (0..<4).reduce(0) { $0 | UInt32(bytes[offset + $1]) << (8 * $1) }
    }

    /// The CRC-32 of `bytes`.
    private static func crc(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        UInt32(truncatingIfNeeded: bytes.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) })
    }
}
