#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The hash that names a ``FontCacheFolder``: 64-bit FNV-1a over the fonts' folder's path and
/// a zero byte, then each font file's name, a zero byte, its size and its modification time in
/// nanoseconds (little-endian `Int64`s, −1 each for a file that cannot be read), in order.
struct FontCacheKeyHasher {
    private var hash: UInt64 = 0xcbf2_9ce4_8422_2325

    /// Adds the path of the folder the next files are in.
    ///
    /// fontconfig names its cache file after the fonts' folder's path, so copies of the same
    /// fonts elsewhere (another checkout, another build folder) would each add a file to one
    /// cache folder, which every process then opened and checked (nine on the machine this was
    /// found on). With the path in the key, a cache folder holds the one file of its fonts
    /// folder.
    mutating func mix(folder: String) {
        var folder = folder
        folder.withUTF8 { mix(UnsafeRawBufferPointer($0)) }
        mix(byte: 0)
    }

    /// Adds a file named `name` with the facts `found` (`nil`: it could not be read).
    mutating func mix(name: String, found: stat?) {
        var name = name
        name.withUTF8 { mix(UnsafeRawBufferPointer($0)) }
        mix(byte: 0)
        let size = found.map { Int64($0.st_size) } ?? -1
        let time = found.map { FileModificationTime.nanoseconds($0) } ?? -1
        withUnsafeBytes(of: size.littleEndian) { mix($0) }
        withUnsafeBytes(of: time.littleEndian) { mix($0) }
    }

    /// The hash so far, as 16 hex digits.
    var key: String {
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    private mutating func mix(_ bytes: UnsafeRawBufferPointer) {
        for byte in bytes { mix(byte: byte) }
    }

    private mutating func mix(byte: UInt8) {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01b3
    }
}
