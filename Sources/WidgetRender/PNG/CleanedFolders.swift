import Foundation

/// The folders whose stale temporary files this process has already removed
/// (``StaleTemporaryFiles/removeOnce(inFolder:)``), so that a batch writing many files into one
/// folder lists it once, not once per file (which grew with the square of the files written).
///
/// A folder is known by its device and inode, and a descriptor of it is kept open while it is
/// listed, so that its inode cannot be given to a new folder meanwhile (a folder removed and
/// another made in its place is a new folder). At most ``capacity`` folders are listed; the
/// oldest is dropped, and its descriptor closed, to make room, so a folder written again after
/// that is cleaned again.
final class CleanedFolders: @unchecked Sendable {
    // @unchecked: `entries` is only touched under `lock`.
    private struct Entry {
        var device: UInt
        var inode: UInt
        var descriptor: Int32
    }

    /// The most folders listed at once.
    let capacity: Int
    private let lock = NSLock()
    private var entries: [Entry] = []

    init(capacity: Int) {
        self.capacity = max(capacity, 1)
    }

    deinit {
        entries.forEach { close($0.descriptor) }
    }

    /// Lists the folder open as `folder` (a descriptor, which stays the caller's); `true` when
    /// it was not listed before, and so is to be cleaned now. A folder that cannot be looked at
    /// or kept open is never listed: it is cleaned at every write, as before this list existed.
    func insert(_ folder: Int32) -> Bool {
        var info = stat()
        guard fstat(folder, &info) == 0 else { return true }
        let device = UInt(info.st_dev)
        let inode = UInt(info.st_ino)
        return lock.withLock {
            if entries.contains(where: { $0.device == device && $0.inode == inode }) { return false }
            let kept = fcntl(folder, F_DUPFD_CLOEXEC, 3)
            guard kept >= 0 else { return true }
            if entries.count == capacity { close(entries.removeFirst().descriptor) }
            entries.append(Entry(device: device, inode: inode, descriptor: kept))
            return true
        }
    }

    /// How many folders are listed (for tests).
    var count: Int { lock.withLock { entries.count } }
}
