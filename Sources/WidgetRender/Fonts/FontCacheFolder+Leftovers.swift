#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The files a failed fontconfig cache write leaves in a ``FontCacheFolder``.
///
/// fontconfig writes `<cache>.NEW` under a lock `<cache>.LCK` (a hard link of a
/// `<cache>.TMP-XXXXXX` file, or a folder where links are not allowed) and renames it over
/// the cache. A write that fails (a full disk: fontconfig then prints `write cache: No space
/// left on device`) releases the lock but leaves the `.NEW` file; a writer killed mid-write
/// leaves the lock too, which stops every write for ten minutes.
extension FontCacheFolder {
    /// How old a lock or temporary file of a cache write must be to be removed, in seconds: a
    /// write of the bundled fonts' cache (some 130 KB) takes milliseconds.
    static let staleWriteAge: Int64 = 60

    /// Removes the `.NEW` files no writer holds a lock for, and locks and temporary files
    /// older than ``staleWriteAge``. Failures are ignored: this is housekeeping.
    func removeWriteLeftovers() {
        guard let names = FontCacheFolder.names(in: path) else { return }
        removeWriteLeftovers(listed: names)
    }

    /// ``removeWriteLeftovers()`` with the folder's names listed already.
    func removeWriteLeftovers(listed names: [String]) {
        let folder = path
        guard names.contains(where: { $0.hasSuffix(".NEW") || $0.hasSuffix(".LCK") || $0.containsBytes(".TMP-") }) else { return }
        let present = Set(names)
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        for name in names where name.containsBytes(".cache-") {
            var info = stat()
            let path = folder + "/" + name
            guard lstat(path, &info) == 0 else { continue }
            let kind = FileKind(mode: info.st_mode)
            if name.hasSuffix(".NEW") {
                if !present.contains(String(name.dropLast(4)) + ".LCK"), kind == .regular { unlink(path) }
            } else if name.hasSuffix(".LCK") || name.containsBytes(".TMP-") {
                let age = Int64(now.tv_sec) &* 1_000_000_000 &+ Int64(now.tv_nsec) &- FileModificationTime.nanoseconds(info)
                guard age > FontCacheFolder.staleWriteAge &* 1_000_000_000 else { continue }
                if kind == .folder { rmdir(path) } else if kind == .regular { unlink(path) }
            }
        }
    }
}
