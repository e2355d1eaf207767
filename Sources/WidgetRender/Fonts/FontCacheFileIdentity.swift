#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What tells one state of a file from another without reading it: its device, inode, size,
/// and modification and change times, in nanoseconds.
///
/// Any write through the file system changes the change time, which no program can set back
/// (`utimensat` sets the other two, and changes it), and a replaced file has another inode.
/// So a file whose identity is the one recorded when its checksum last matched holds the same
/// bytes, unless the storage below the file system changed them.
struct FontCacheFileIdentity: Equatable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modified: Int64
    var changed: Int64

    /// The identity `fstat` or `lstat` gave.
    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        modified = FileModificationTime.nanoseconds(info)
        #if os(Linux)
            let c = info.st_ctim
        #else
            let c = info.st_ctimespec
        #endif
        changed = Int64(c.tv_sec) &* 1_000_000_000 &+ Int64(c.tv_nsec)
    }

    /// The identity written as ``text``, or `nil` when `text` is not one.
    init?(text: Substring) {
        let fields = text.split(separator: ":", omittingEmptySubsequences: false)
        guard fields.count == 5, let device = UInt64(fields[0]), let inode = UInt64(fields[1]), let size = Int64(fields[2]),
            let modified = Int64(fields[3]), let changed = Int64(fields[4])
        else { return nil }
        (self.device, self.inode, self.size, self.modified, self.changed) = (device, inode, size, modified, changed)
    }

    /// `device:inode:size:modified:changed`, in decimal.
    var text: String { "\(device):\(inode):\(size):\(modified):\(changed)" }
}
