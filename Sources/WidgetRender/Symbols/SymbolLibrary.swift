internal import CWidgetRender
import Foundation
import WidgetCore
import WidgetRenderResources

/// The bundled symbols: `Symbols/manifest.json` and its SVG files, composed per weight and
/// measured with librsvg, cached per name and weight.
final class SymbolLibrary: @unchecked Sendable {
    private let directory: String
    private let manifest: Manifest
    private var sortedNames: [String]?
    private let lock = NSLock()
    private var artwork: [Key: SymbolArtwork] = [:]
    private var inner: [String: String] = [:]
    private var digits: [Int: String]?

    private struct Key: Hashable {
        var name: String
        var weight: Int
    }

    /// The library shared by every renderer (the bundled folder never changes).
    static let shared: SymbolLibrary? = {
        guard let dir = BundledResources.symbolsPath else { return nil }
        return try? SymbolLibrary(directory: dir)
    }()

    /// The manifest: indexed by ``SymbolManifestReader``, or decoded by `JSONDecoder` when
    /// the reader declines it (or the bench switches the reader off).
    private enum Manifest {
        case indexed(SymbolManifestIndex)
        case decoded(SymbolManifest)

        var viewBox: CGFloat {
            switch self {
            case .indexed(let index): index.viewBox
            case .decoded(let manifest): manifest.viewBox
            }
        }

        func entry(named name: String) -> SymbolManifest.Entry? {
            switch self {
            case .indexed(let index): index.entry(named: name)
            case .decoded(let manifest): manifest.symbols[name]
            }
        }

        var names: [String] {
            switch self {
            case .indexed(let index): index.names
            case .decoded(let manifest): Array(manifest.symbols.keys)
            }
        }
    }

    /// Loads the manifest of the folder at `directory` (a path: see `URL.posixPath`).
    init(directory: String) throws {
        self.directory = directory
        let bytes = try SymbolLibrary.contents(of: FilePath.join(directory, "manifest.json"))
        if !StartupBenchSwitches.noManifestReader, let index = SymbolManifestReader.index(bytes) {
            manifest = .indexed(index)
        } else {
            manifest = .decoded(try JSONDecoder().decode(SymbolManifest.self, from: Data(bytes)))
        }
    }

    /// The bytes of the file at `path`, read into one array (`Data(contentsOf:)` and a copy
    /// into an array were two buffers of the manifest's 99 KB, a page fault each 4 KB).
    ///
    /// - Throws: ``WidgetRenderError`` when it cannot be opened or read.
    private static func contents(of path: String) throws -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw WidgetRenderError("cannot open \"\(path)\": \(String(cString: strerror(errno))); restore the package's Symbols/ folder") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size < 1 << 30 else {
            throw WidgetRenderError("\"\(path)\" is not a readable regular file; restore the package's Symbols/ folder")
        }
        var failure: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: Int(info.st_size)) { buffer, count in
            while count < buffer.count {
                let got = read(fd, buffer.baseAddress! + count, buffer.count - count)
                if got < 0, errno == EINTR { continue }
                guard got > 0 else {
                    failure = got < 0 ? errno : EIO
                    return
                }
                count += got
            }
        }
        guard failure == 0 else { throw WidgetRenderError("cannot read \"\(path)\": \(String(cString: strerror(failure))); restore the package's Symbols/ folder") }
        return bytes
    }

    /// Every bundled name, sorted (sorted when first asked: a render that draws a symbol it
    /// knows never needs the list).
    var allNames: [String] {
        lock.lock()
        defer { lock.unlock() }
        if let sortedNames { return sortedNames }
        let sorted = manifest.names.sorted()
        sortedNames = sorted
        return sorted
    }

    func contains(_ name: String) -> Bool { manifest.entry(named: name) != nil }

    /// `string`'s UTF-8 bytes. Not `Data(string.utf8)`: the generic initialiser's cast of the
    /// view to `ContiguousBytes` cost the process a scan of every conformance record.
    private static func utf8Data(_ string: String) -> Data {
        var string = string
        return string.withUTF8 { Data(buffer: $0) }
    }

    /// The artwork of `name` at `weight`, composed and measured once.
    func artwork(named name: String, weight: Font.Weight) -> SymbolArtwork? {
        let key = Key(name: name, weight: weight.value)
        lock.lock()
        defer { lock.unlock() }
        if let cached = artwork[key] { return cached }
        guard let entry = manifest.entry(named: name), let (orientation, composing) = SymbolOrientation.parse(entry.transform),
            let transform = SymbolTransform(composing), let drawing = innerSVG(entry.file)
        else { return nil }
        let source = orientation.apply(to: drawing, viewBox: Double(manifest.viewBox))
        let outline = SymbolWeight.outlineStroke(for: weight) * (name.containsBytes(".fill") || entry.file.containsBytes("-fill") ? SymbolWeight.filledShare : 1)
        let composer = SymbolComposer(viewBox: Double(manifest.viewBox), outline: outline)
        let (mono, layers) = composer.compose(inner: source, transform: transform, digits: digitPaths())
        let monoData = Self.utf8Data(mono)
        let ink = SymbolLibrary.inkBounds(monoData, viewBox: manifest.viewBox)
        let art = SymbolArtwork(
            name: name, monochrome: monoData, layers: layers.map { SymbolArtwork.Layer(svg: Self.utf8Data($0.0), level: $0.1) },
            viewBox: manifest.viewBox, inkBounds: ink, multicolor: entry.multicolor)
        artwork[key] = art
        return art
    }

    /// Up to `count` names closest to `name` by edit distance (ties: shared leading
    /// component first, then alphabetical).
    /// Only the first characters of a name take part in ``nearest(to:count:)``: the longest
    /// symbol name has about 50, and the edit distance costs the name's length times each
    /// candidate's (a 30,000-character name took 8 s).
    static let maximumSearchedLength = 64

    func nearest(to name: String, count: Int) -> [String] {
        let target = Array(name.lowercased().prefix(SymbolLibrary.maximumSearchedLength))
        let head = name.split(separator: ".").first.map(String.init) ?? name
        let scored = allNames.map { candidate -> (Int, Bool, String) in
            // Names of the same family (same first component) count as three edits closer.
            (SymbolLibrary.distance(target, Array(candidate)) - (candidate.hasPrefix(head + ".") || candidate == head ? 3 : 0), !candidate.hasPrefix(head), candidate)
        }
        return scored.sorted { ($0.0, $0.1 ? 1 : 0, $0.2) < ($1.0, $1.1 ? 1 : 0, $1.2) }.prefix(count).map(\.2)
    }

    private static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, cb) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// The content of a file's root `<svg>` element (called with the lock held).
    private func innerSVG(_ file: String) -> String? {
        if let known = inner[file] { return known }
        guard let bytes = try? SymbolLibrary.contents(of: FilePath.join(directory, file)), let body = SymbolLibrary.innerSVG(of: bytes) else { return nil }
        inner[file] = body
        return body
    }

    /// What lies between the first `<svg …>` tag of a file's `bytes` and its last `</svg>`;
    /// `nil` when either is missing or the text is not UTF-8.
    static func innerSVG(of bytes: [UInt8]) -> String? {
        bytes.withUnsafeBufferPointer { bytes in
            guard let open = ByteSearch.first("<svg", in: bytes),
                let openEnd = bytes[(open + 4)...].firstIndex(of: UInt8(ascii: ">")),
                let close = ByteSearch.last("</svg>", in: bytes), close > openEnd
            else { return nil }
            return String(validating: bytes[(openEnd + 1)..<close], as: UTF8.self)
        }
    }

    /// The digit paths of `drawn/digits.svg` by digit (called with the lock held).
    private func digitPaths() -> [Int: String] {
        if let digits { return digits }
        var out: [Int: String] = [:]
        if let text = innerSVG("drawn/digits.svg") {
            // Byte for byte: Foundation's `range(of:)` took a millisecond for the ten digits.
            let bytes = Array(text.utf8)
            for d in 0...9 {
                guard let start = SymbolLibrary.end(of: Array("id=\"d\(d)\" d=\"".utf8), in: bytes),
                    let end = bytes[start...].firstIndex(of: UInt8(ascii: "\""))
                else { continue }
                out[d] = String(decoding: bytes[start..<end], as: UTF8.self)
            }
        }
        digits = out
        return out
    }

    /// The index just past the first occurrence of `marker` in `bytes`, or `nil`.
    static func end(of marker: [UInt8], in bytes: [UInt8]) -> Int? {
        guard let first = marker.first, marker.count <= bytes.count else { return nil }
        var index = 0
        while let found = bytes[index...].firstIndex(of: first) {
            guard found + marker.count <= bytes.count else { return nil }
            if bytes[found..<found + marker.count].elementsEqual(marker) { return found + marker.count }
            index = found + 1
        }
        return nil
    }

    /// The ink bounds of an SVG in view-box units, found by rasterising it at 8 pixels per
    /// unit and scanning the alpha (librsvg's geometry includes masked-out areas); the whole
    /// box when nothing is drawn. A raster kept on disk gives its extent from its header
    /// (``SVGRasterDiskCache/inkExtent(for:)``).
    static func inkBounds(_ svg: Data, viewBox: CGFloat) -> CGRect {
        let full = CGRect(x: 0, y: 0, width: viewBox, height: viewBox)
        let k = 8.0
        let side = Int32(Double(viewBox) * k)
        let key = SVGRasterDiskCache.Key(svg: svg, width: side, height: side, rect: CGRect(x: 0, y: 0, width: Double(side), height: Double(side)))
        let extent: InkExtent
        if let kept = SVGRasterDiskCache.shared?.inkExtent(for: key) {
            extent = kept
        } else {
            // Without librsvg the box is the whole view box; drawing the symbol then fails
            // with librsvg's error.
            guard let pixels = try? SVGRasterizer.argb(svg, width: side, height: side) else { return full }
            extent = InkExtent(pixels: pixels, width: Int(side), height: Int(side))
        }
        guard case .box(let minX, let minY, let maxX, let maxY) = extent else { return full }
        return CGRect(x: Double(minX) / k, y: Double(minY) / k, width: Double(maxX - minX + 1) / k, height: Double(maxY - minY + 1) / k)
    }
}
