#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading `readdir`'s entries.
enum DirectoryEntry {
    /// The name of the entry `readdir` returned.
    ///
    /// Read from the name's own bytes, up to its terminating zero. `entry.pointee.d_name` would
    /// copy the whole `dirent`, whose 256-byte name field the C library fills only as far as
    /// the name goes: for the last entry of its buffer that copy read past the buffer's end,
    /// and `render-all` into a folder of 3,000 files crashed about one run in twelve.
    static func name(_ entry: UnsafeMutablePointer<dirent>) -> String {
        String(decoding: nameBytes(entry), as: UTF8.self)
    }

    /// The bytes of the name of the entry `readdir` returned, without its terminating zero,
    /// read as ``name(_:)`` reads them (valid until the next `readdir` of its folder).
    static func nameBytes(_ entry: UnsafeMutablePointer<dirent>) -> UnsafeRawBufferPointer {
        let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 19
        let start = UnsafeRawPointer(entry) + offset
        return UnsafeRawBufferPointer(start: start, count: strlen(start.assumingMemoryBound(to: CChar.self)))
    }

    /// The names in the folder open as `folder` (a descriptor, which stays the caller's),
    /// from its first entry whatever was read through the descriptor before; `nil` when it
    /// cannot be listed.
    static func names(inFolder folder: Int32) -> [String]? {
        let copy = dup(folder)
        guard copy >= 0 else { return nil }
        guard let directory = fdopendir(copy) else {
            close(copy)
            return nil
        }
        defer { closedir(directory) }
        // A duplicate shares the descriptor's position, so an earlier listing would have left
        // it at the end.
        rewinddir(directory)
        var names: [String] = []
        while let entry = readdir(directory) {
            names.append(name(entry))
        }
        return names
    }
}
