#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Removes the temporary files that writers killed mid-write (e.g. by `kill -9`) left behind.
///
/// Only regular files named like ours (``TemporaryFileName``) whose process no longer exists
/// are removed: a live writer's file, this process's own files, and anything else in the
/// folder are left alone.
package enum StaleTemporaryFiles {
    /// The folders this process has cleaned: at most 64 (a batch writes into one or a few).
    static let cleaned = CleanedFolders(capacity: 64)

    /// Removes the stale temporary files in the folder open as `folder`, the first time this
    /// process writes into it (see ``CleanedFolders``); later writes there leave it alone. A
    /// writer killed while this process runs leaves its file for the next process to remove.
    package static func removeOnce(inFolder folder: Int32) {
        guard cleaned.insert(folder) else { return }
        remove(inFolder: folder)
    }

    /// Removes the stale temporary files in the folder open as `folder` (a descriptor, which
    /// stays open); returns the names removed. Failures (an unreadable folder, a file that
    /// vanished) are ignored: this is housekeeping.
    @discardableResult
    package static func remove(inFolder folder: Int32) -> [String] {
        let me = getpid()
        var removed: [String] = []
        for name in DirectoryEntry.names(inFolder: folder) ?? [] {
            guard let pid = TemporaryFileName.pid(in: name), pid != me, TemporaryFileName.isDead(pid) else { continue }
            var info = stat()
            guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0, FileKind(mode: info.st_mode) == .regular,
                unlinkat(folder, name, 0) == 0
            else { continue }
            removed.append(name)
        }
        return removed
    }
}
