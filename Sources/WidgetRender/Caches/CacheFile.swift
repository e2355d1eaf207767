#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Opening a file of one of this project's caches, which anything may have replaced: only a
/// regular file at the name itself is read or dated.
///
/// A cache file is opened with `O_NOFOLLOW` (a symlink is not followed, so its target is
/// never read or dated) and `O_NONBLOCK` (opening a FIFO returns at once instead of waiting
/// for a writer that never comes), and the descriptor is `fstat`ed: anything but a regular
/// file is a miss, which the cache replaces when it writes that name again (a rename replaces
/// the entry itself, never a symlink's target).
enum CacheFile {
    /// What is at a cache file's name.
    enum Contents: Equatable {
        /// A regular file and its bytes.
        case bytes([UInt8])
        /// Nothing (or nothing that can be opened).
        case missing
        /// Not a regular file: a FIFO, a symlink, a folder, a device…
        case notRegular(FileKind)
    }

    /// Opens the regular file at `path` for reading and passes its descriptor and `fstat` to
    /// `body`; `nil` (and `kind` set to what is there, when known) when it is not one.
    static func withRegularFile<R>(_ path: String, kind: inout FileKind?, _ body: (Int32, stat) -> R?) -> R? {
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            // ELOOP is a symlink at the name; anything else is looked up without following.
            if case .success(let found) = FileKind.at(path) { kind = found }
            return nil
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return nil }
        kind = FileKind(mode: info.st_mode)
        guard kind == .regular else { return nil }
        return body(fd, info)
    }

    /// The contents of the cache file at `path`: its bytes when it is a regular file of at
    /// most `limit` bytes (an empty or larger file reads as `.bytes([])`); `refresh` is called
    /// with the open descriptor first (to date the file, see ``CacheFolderLimit``).
    static func contents(_ path: String, limit: Int = 64 << 20, refresh: ((Int32, stat) -> Void)? = nil) -> Contents {
        var kind: FileKind?
        let bytes = withRegularFile(path, kind: &kind) { fd, info -> [UInt8]? in
            guard info.st_size > 0, info.st_size <= limit else { return [] }
            refresh?(fd, info)
            return readAll(fd, count: Int(info.st_size))
        }
        if let bytes { return .bytes(bytes) }
        if let kind, kind != .regular { return .notRegular(kind) }
        return .missing
    }

    /// `count` bytes from `fd`, or `nil` when it ends sooner or fails.
    private static func readAll(_ fd: Int32, count: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        var offset = 0
        while offset < bytes.count {
            let got = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + offset, $0.count - offset) }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { return nil }
            offset += got
        }
        return bytes
    }
}
