#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What is at a path, as `lstat` reports it: the file types ``AtomicFileWriter`` tells apart.
package enum FileKind: Sendable, Hashable {
    /// A regular file: the only kind that is replaced.
    case regular
    /// A folder (directory).
    case folder
    /// A symbolic link, not followed.
    case symlink
    /// A named pipe.
    case fifo
    /// A character device such as `/dev/null`.
    case characterDevice
    /// A block device such as a disk.
    case blockDevice
    /// A Unix-domain socket.
    case socket
    /// A type this list does not name.
    case other

    /// The kind of the file whose `st_mode` is `mode`.
    package init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .folder
        case S_IFLNK: self = .symlink
        case S_IFIFO: self = .fifo
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFSOCK: self = .socket
        default: self = .other
        }
    }

    /// The kind of what is at `path` without following a final symlink, or the `errno` of
    /// `lstat` when nothing can be looked up there.
    package static func at(_ path: String) -> Result<FileKind, FileKindLookupError> {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .failure(FileKindLookupError(errno: errno)) }
        return .success(FileKind(mode: info.st_mode))
    }

    /// The kind of what is at `path`, following symlinks (`stat`), or the `errno` of `stat`.
    package static func following(_ path: String) -> Result<FileKind, FileKindLookupError> {
        var info = stat()
        guard stat(path, &info) == 0 else { return .failure(FileKindLookupError(errno: errno)) }
        return .success(FileKind(mode: info.st_mode))
    }

    /// The kind with its article, e.g. `a FIFO`, `a character device`.
    package var phrase: String {
        switch self {
        case .regular: return "a regular file"
        case .folder: return "a folder"
        case .symlink: return "a symlink"
        case .fifo: return "a FIFO"
        case .characterDevice: return "a character device"
        case .blockDevice: return "a block device"
        case .socket: return "a socket"
        case .other: return "a special file"
        }
    }
}

/// Why `lstat` could not look a path up: its `errno` (`ENOENT` when nothing is there).
package struct FileKindLookupError: Error, Sendable, Hashable {
    /// The `errno` that `lstat` set.
    package let errno: Int32
}
