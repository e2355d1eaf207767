import Foundation

/// `Symbols/manifest.json`: each SF Symbol name → an SVG file, a transform and a multicolour.
struct SymbolManifest: Decodable, Sendable {
    struct Entry: Decodable, Sendable {
        /// The SVG file, relative to `Symbols/`.
        var file: String
        /// How the file is turned into the symbol (see ``SymbolTransform``); `nil`: as is.
        var transform: String?
        /// The system colour of `.multicolor` rendering.
        var multicolor: String?
    }

    /// The side of the artwork's square view box.
    var viewBox: CGFloat
    var symbols: [String: Entry]
}

/// `Symbols/manifest.json` as read by ``SymbolManifestReader/index(_:)``: the file's bytes and
/// where each entry's name and members are in them. An entry's strings are made when it is
/// looked up, so a render that draws one symbol makes one entry, not 1,294 (with their keys'
/// hashing, a twentieth of a one-render process).
struct SymbolManifestIndex: Sendable {
    /// An entry's name and members as ranges of ``bytes``, without the quotes, kept as 32-bit
    /// offsets: 40 bytes an entry instead of 80 (the index of 1,294 entries is made by every
    /// process that draws a symbol, a page fault each 4 KB).
    struct Entry: Sendable {
        private let bounds: (name: Bounds, file: Bounds, transform: Bounds?, multicolor: Bounds?)

        private struct Bounds: Sendable {
            let lower: UInt32
            let upper: UInt32
            init(_ range: Range<Int>) { (lower, upper) = (UInt32(range.lowerBound), UInt32(range.upperBound)) }
            var range: Range<Int> { Int(lower)..<Int(upper) }
        }

        /// The entry at these ranges; each bound below ``SymbolManifestIndex/maximumSize``.
        init(name: Range<Int>, file: Range<Int>, transform: Range<Int>?, multicolor: Range<Int>?) {
            bounds = (Bounds(name), Bounds(file), transform.map(Bounds.init), multicolor.map(Bounds.init))
        }

        var name: Range<Int> { bounds.name.range }
        var file: Range<Int> { bounds.file.range }
        var transform: Range<Int>? { bounds.transform?.range }
        var multicolor: Range<Int>? { bounds.multicolor?.range }
    }

    /// The largest manifest indexed (its offsets are 32-bit); a larger one is decoded.
    static let maximumSize = Int(UInt32.max)

    let bytes: [UInt8]
    /// The side of the artwork's square view box.
    let viewBox: CGFloat
    /// The entries in the file's order; a name given twice means its last entry, as in
    /// ``SymbolManifest/symbols``.
    let entries: [Entry]

    /// The entry named `name`, as ``SymbolManifest/symbols`` has it.
    func entry(named name: String) -> SymbolManifest.Entry? {
        var name = name
        let found: Entry? = name.withUTF8 { key in
            bytes.withUnsafeBufferPointer { bytes in
                entries.last { entry in
                    entry.name.count == key.count
                        && (key.isEmpty || memcmp(bytes.baseAddress! + entry.name.lowerBound, key.baseAddress!, key.count) == 0)
                }
            }
        }
        guard let found else { return nil }
        return SymbolManifest.Entry(
            file: Self.text(found.file, of: bytes), transform: found.transform.map { Self.text($0, of: bytes) },
            multicolor: found.multicolor.map { Self.text($0, of: bytes) })
    }

    /// Every name, once, in no particular order.
    var names: [String] {
        Array(Set(entries.map { Self.text($0.name, of: bytes) }))
    }

    /// The bytes in `range` of `bytes` as a string.
    static func text(_ range: Range<Int>, of bytes: [UInt8]) -> String {
        bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }
}
