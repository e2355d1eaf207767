#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A bound on the number of files a cache folder keeps: when it holds more than ``limit``
/// files whose names end in ``suffix``, the least recently used are removed, oldest
/// modification time first, until ``keep`` are left (fewer than the limit, so that the next
/// processes do not each prune again).
///
/// "Recently used" is the modification time: a file is dated when it is written, and a cache
/// that reads a file older than ``refreshAge`` dates it again (``refreshIfOld(_:info:)``), so a
/// file in use is never the oldest for long, at the cost of one `futimens` a file a day.
///
/// Pruning is housekeeping: a file that vanished, another process pruning the same folder at
/// once, an unreadable folder are all ignored. A file removed while another process reads it
/// is still read whole (its descriptor keeps it), and one removed before it is opened is a
/// miss, which a cache turns into a fresh file.
struct CacheFolderLimit {
    /// The most files kept before pruning.
    var limit: Int
    /// How many files pruning leaves.
    var keep: Int
    /// The ending of the names of the files counted and removed; others are left alone.
    var suffix: String
    /// How old a file's date may get, in seconds, before a read dates it again.
    var refreshAge: Int = 24 * 60 * 60

    /// Prunes the folder open as `folder` (a descriptor, which stays the caller's) when it
    /// holds more than ``limit`` matching files; returns the names removed.
    @discardableResult
    func prune(folder: Int32) -> [String] {
        let names = (DirectoryEntry.names(inFolder: folder) ?? []).filter { $0.hasSuffix(suffix) }
        guard names.count > limit else { return [] }
        var dated: [(time: Int64, name: String)] = []
        dated.reserveCapacity(names.count)
        for name in names {
            var info = stat()
            guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0, FileKind(mode: info.st_mode) == .regular else { continue }
            dated.append((FileModificationTime.nanoseconds(info), name))
        }
        // The name breaks ties, so that two processes pruning at once remove the same files.
        dated.sort { ($0.time, $0.name) < ($1.time, $1.name) }
        var removed: [String] = []
        for file in dated.prefix(max(0, dated.count - keep)) where unlinkat(folder, file.name, 0) == 0 {
            removed.append(file.name)
        }
        return removed
    }

    /// Dates the file open as `descriptor` (whose `fstat` is `info`) now, when its date is
    /// older than ``refreshAge``. Failures are ignored.
    func refreshIfOld(_ descriptor: Int32, info: stat) {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let age = Int64(now.tv_sec) &* 1_000_000_000 &+ Int64(now.tv_nsec) &- FileModificationTime.nanoseconds(info)
        guard age > Int64(refreshAge) &* 1_000_000_000 else { return }
        _ = futimens(descriptor, nil)
    }
}
