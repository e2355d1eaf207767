/// Finding a run of bytes in bytes (file and symbol names, SVG markup) without Foundation,
/// whose `contains(_:)` and `range(of:)` with a string bridge to `NSString` and search with
/// CoreFoundation: the first search of a process cost it a twentieth of a millisecond. Bytes
/// give the same answer for the ASCII needles used here.
enum ByteSearch {
    /// Where `needle` first starts in `haystack`, or `nil`.
    static func first(_ needle: StaticString, in haystack: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let last = lastStart(of: needle, in: haystack) else { return nil }
        return (0...last).first { matches(needle, at: $0, in: haystack) }
    }

    /// Where `needle` last starts in `haystack`, or `nil`.
    static func last(_ needle: StaticString, in haystack: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let last = lastStart(of: needle, in: haystack) else { return nil }
        return (0...last).reversed().first { matches(needle, at: $0, in: haystack) }
    }

    /// The last offset at which `needle` could start in `haystack`; `nil` when it is longer.
    private static func lastStart(of needle: StaticString, in haystack: UnsafeBufferPointer<UInt8>) -> Int? {
        haystack.count >= needle.utf8CodeUnitCount ? haystack.count - needle.utf8CodeUnitCount : nil
    }

    private static func matches(_ needle: StaticString, at start: Int, in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        (0..<needle.utf8CodeUnitCount).allSatisfy { haystack[start + $0] == needle.utf8Start[$0] }
    }
}

extension String {
    /// Whether the string's UTF-8 holds `needle`'s bytes (``ByteSearch``).
    func containsBytes(_ needle: StaticString) -> Bool {
        var string = self
        return string.withUTF8 { ByteSearch.first(needle, in: $0) != nil }
    }
}
