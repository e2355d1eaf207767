#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether a new fontconfig cache can be written, found out before fontconfig tries.
///
/// When fontconfig's cache write fails (a full disk, a file size limit) it prints
/// `write cache: <error>` on standard error itself, un-prefixed and often with the wrong
/// error, and nothing tells its caller. So before fontconfig scans a folder holding no cache,
/// a file as large as the cache is written beside it and removed: when that fails the cache
/// folder is not given to fontconfig, the fonts are scanned without a cache, and a note
/// says why. (A disk that fills between the probe and fontconfig's write still gets
/// fontconfig's line; its leftovers are removed as before.)
extension FontCacheFolder {
    /// Bytes the probe writes: above the bundled fonts' cache (some 130 KB).
    static let probeSize = 256 * 1024

    /// Why a file of ``probeSize`` cannot be written in the folder (`strerror`'s words), or
    /// `nil` when it can. Only run when the folder holds no cache file: then fontconfig is
    /// about to write one.
    func newCacheWriteFailure() -> String? {
        let path = self.path + "/.write-probe-\(getpid())"
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return String(cString: strerror(errno)) }
        defer {
            close(fd)
            unlink(path)
        }
        let chunk = [UInt8](repeating: 0, count: 64 * 1024)
        var written = 0
        while written < FontCacheFolder.probeSize {
            let n = chunk.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            // A short write is how a file size limit or a full disk first shows.
            guard n > 0 else { return String(cString: strerror(n < 0 ? errno : ENOSPC)) }
            written += n
        }
        return nil
    }

}
