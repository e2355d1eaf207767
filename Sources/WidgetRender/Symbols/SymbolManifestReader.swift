import Foundation

/// Reads `Symbols/manifest.json` straight from its bytes.
///
/// `JSONDecoder` spent a sixth of a one-render `widget-render` process on the manifest's
/// 1,294 entries, most of it in the generic metadata look-ups of the `Decodable` machinery
/// (*Benchmarks*). This reader reads standard JSON, keeps the members
/// ``SymbolManifest`` has and skips any other, and returns `nil` on anything it does not
/// expect, so that ``SymbolLibrary`` falls back to `JSONDecoder` and its error messages.
struct SymbolManifestReader {
    private let bytes: [UInt8]
    private var index = 0

    /// Reads `data`; `nil` when it is not a manifest this reader understands.
    static func read(_ data: Data) -> SymbolManifest? {
        var reader = SymbolManifestReader(bytes: [UInt8](data))
        return reader.manifest()
    }

    /// Checks `data` as ``read(_:)`` does and keeps where each entry's name and members are,
    /// making no strings; `nil` when ``read(_:)`` would give `nil`.
    static func index(_ data: Data) -> SymbolManifestIndex? {
        index([UInt8](data))
    }

    /// The index of `bytes`, as the `Data` overload reads them.
    static func index(_ bytes: [UInt8]) -> SymbolManifestIndex? {
        guard bytes.count <= SymbolManifestIndex.maximumSize else { return nil }
        var reader = SymbolManifestReader(bytes: bytes)
        var viewBox: CGFloat?
        var entries: [SymbolManifestIndex.Entry]?
        let complete = reader.object { key, reader in
            if reader.key(key, is: "viewBox") {
                viewBox = reader.number().map { CGFloat($0) }
                return viewBox != nil
            }
            if reader.key(key, is: "symbols") {
                entries = reader.entryRanges()
                return entries != nil
            }
            return reader.skipValue()
        }
        reader.skipSpace()
        guard complete, reader.index == reader.bytes.count, let viewBox, let entries else { return nil }
        return SymbolManifestIndex(bytes: reader.bytes, viewBox: viewBox, entries: entries)
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func manifest() -> SymbolManifest? {
        var viewBox: CGFloat?
        var symbols: [String: SymbolManifest.Entry]?
        let complete = object { key, reader in
            if reader.key(key, is: "viewBox") {
                viewBox = reader.number().map { CGFloat($0) }
                return viewBox != nil
            }
            if reader.key(key, is: "symbols") {
                symbols = reader.entries()
                return symbols != nil
            }
            return reader.skipValue()
        }
        skipSpace()
        guard complete, index == bytes.count, let viewBox, let symbols else { return nil }
        return SymbolManifest(viewBox: viewBox, symbols: symbols)
    }

    private mutating func entries() -> [String: SymbolManifest.Entry]? {
        var entries: [String: SymbolManifest.Entry] = [:]
        entries.reserveCapacity(1500)
        guard let ranges = entryRanges() else { return nil }
        for entry in ranges {
            entries[text(entry.name)] = SymbolManifest.Entry(
                file: text(entry.file), transform: entry.transform.map(text), multicolor: entry.multicolor.map(text))
        }
        return entries
    }

    /// The `symbols` object's entries, as ranges of the bytes, in the file's order.
    private mutating func entryRanges() -> [SymbolManifestIndex.Entry]? {
        var entries: [SymbolManifestIndex.Entry] = []
        entries.reserveCapacity(1500)
        let complete = object { name, reader in
            var file: Range<Int>?
            var transform: Range<Int>?
            var multicolor: Range<Int>?
            let read = reader.object { key, reader in
                if reader.key(key, is: "file") {
                    file = reader.stringRange()
                    return file != nil
                }
                if reader.key(key, is: "transform") {
                    transform = reader.optionalStringRange()
                    return true
                }
                if reader.key(key, is: "multicolor") {
                    multicolor = reader.optionalStringRange()
                    return true
                }
                return reader.skipValue()
            }
            guard read, let file else { return false }
            entries.append(SymbolManifestIndex.Entry(name: name, file: file, transform: transform, multicolor: multicolor))
            return true
        }
        return complete ? entries : nil
    }

    /// Reads `{ "key": value, … }`, handing each key (its bytes' range, without the quotes)
    /// to `member`, which reads the value.
    private mutating func object(_ member: (Range<Int>, inout SymbolManifestReader) -> Bool) -> Bool {
        guard consume(UInt8(ascii: "{")) else { return false }
        if consume(UInt8(ascii: "}")) { return true }
        repeat {
            guard let key = stringRange(), consume(UInt8(ascii: ":")), member(key, &self) else { return false }
        } while consume(UInt8(ascii: ","))
        return consume(UInt8(ascii: "}"))
    }

    /// Whether the bytes in `range` are `literal`'s.
    private func key(_ range: Range<Int>, is literal: StaticString) -> Bool {
        guard range.count == literal.utf8CodeUnitCount else { return false }
        let start = literal.utf8Start
        for offset in 0..<range.count where bytes[range.lowerBound + offset] != start[offset] { return false }
        return true
    }

    /// The bytes in `range` as a string.
    private func text(_ range: Range<Int>) -> String {
        SymbolManifestIndex.text(range, of: bytes)
    }

    /// A string's range, or `null` (`nil`, and the reader moved past it); another value is
    /// read as `nil` and left for the caller's next check to fail on.
    private mutating func optionalStringRange() -> Range<Int>? {
        skipSpace()
        if bytes[index...].starts(with: "null".utf8) {
            index += 4
            return nil
        }
        return stringRange()
    }

    /// The range of a string's bytes, without the quotes; the reader moves past it.
    private mutating func stringRange() -> Range<Int>? {
        guard consume(UInt8(ascii: "\"")) else { return nil }
        let start = index
        // The closing quote found with memchr, as is a backslash before it: indexing the
        // array byte by byte took most of a one-render process's 0.2 ms on the manifest.
        let end: Int? = bytes.withUnsafeBufferPointer { buffer in
            guard start < buffer.count, let base = buffer.baseAddress,
                let quote = memchr(base + start, Int32(UInt8(ascii: "\"")), buffer.count - start)
            else { return nil }
            let end = start + UnsafeRawPointer(base + start).distance(to: UnsafeRawPointer(quote))
            // No escapes in the manifest; JSONDecoder reads them.
            return memchr(base + start, Int32(UInt8(ascii: "\\")), end - start) == nil ? end : nil
        }
        guard let end else { return nil }
        index = end + 1
        return start..<end
    }

    private mutating func number() -> Double? {
        skipSpace()
        let start = index
        while index < bytes.count, "+-.eE0123456789".utf8.contains(bytes[index]) { index += 1 }
        return Double(String(decoding: bytes[start..<index], as: UTF8.self))
    }

    /// Moves past one value of any kind (strings, numbers, literals, arrays, objects).
    private mutating func skipValue() -> Bool {
        skipSpace()
        guard index < bytes.count else { return false }
        switch bytes[index] {
        case UInt8(ascii: "\""): return stringRange() != nil
        case UInt8(ascii: "{"): return object { _, reader in reader.skipValue() }
        case UInt8(ascii: "["):
            index += 1
            if consume(UInt8(ascii: "]")) { return true }
            repeat { guard skipValue() else { return false } } while consume(UInt8(ascii: ","))
            return consume(UInt8(ascii: "]"))
        default:
            for literal in ["true", "false", "null"] where bytes[index...].starts(with: literal.utf8) {
                index += literal.utf8.count
                return true
            }
            return number() != nil
        }
    }

    private mutating func consume(_ byte: UInt8) -> Bool {
        skipSpace()
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    private mutating func skipSpace() {
        index = bytes.withUnsafeBufferPointer { buffer in
            var i = index
            while i < buffer.count {
                switch buffer[i] {
                case 0x20, 0x0A, 0x0D, 0x09: i += 1
                default: return i
                }
            }
            return i
        }
    }
}
