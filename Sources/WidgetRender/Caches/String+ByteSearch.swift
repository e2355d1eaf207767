extension String {
    /// Whether the string's UTF-8 holds `needle`'s bytes.
    ///
    /// For the engine's file and symbol names. `contains(_:)` with a string argument is
    /// Foundation's, which bridges to `NSString` and searches with CoreFoundation: the first
    /// search of a process cost it a twentieth of a millisecond. Bytes give the same answer
    /// for the ASCII needles used here.
    func containsBytes(_ needle: StaticString) -> Bool {
        let count = needle.utf8CodeUnitCount
        guard count > 0 else { return true }
        let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: count)
        var string = self
        return string.withUTF8 { haystack in
            guard haystack.count >= count else { return false }
            for start in 0...(haystack.count - count) where haystack[start] == pattern[0] {
                if (1..<count).allSatisfy({ haystack[start + $0] == pattern[$0] }) { return true }
            }
            return false
        }
    }
}
