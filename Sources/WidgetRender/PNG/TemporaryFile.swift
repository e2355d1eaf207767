#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A temporary file beside a ``WriteDestination``'s target, named by ``TemporaryFileName``:
/// filled, synced, then renamed over the target or discarded.
///
/// Every step goes through a descriptor of the folder opened first, so that the file is
/// created, renamed and removed in that one folder even if the folder's path changes meanwhile
/// (a folder moved mid-write keeps no temporary file; the file lands in the moved folder).
struct TemporaryFile {
    /// The temporary file's name in the folder.
    let name: String
    /// The temporary file's path (as the folder was named when the file was made).
    let path: String
    private let folder: Int32
    private var fd: Int32

    /// How many random names are tried before giving up on `EEXIST`.
    private static let attempts = 100

    /// Creates the temporary file in `destination`'s folder, with permissions `rw-------`, and,
    /// the first time this process writes there, removes the temporary files that dead writers
    /// left.
    ///
    /// - Throws: ``WidgetRenderError`` naming the destination when the folder is missing, not a
    ///   folder or not writable.
    init(for destination: WriteDestination) throws(WidgetRenderError) {
        let folder = open(destination.folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { throw AtomicFileWriter.failure(destination, errno: errno) }
        var code = EEXIST
        for _ in 0..<Self.attempts {
            let name = TemporaryFileName.random(pid: getpid())
            let fd = openat(folder, name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            if fd >= 0 {
                self.folder = folder
                self.fd = fd
                self.name = name
                path = FilePath.join(destination.folder, name)
                StaleTemporaryFiles.removeOnce(inFolder: folder)
                return
            }
            code = errno
            if code != EEXIST { break }
        }
        close(folder)
        throw AtomicFileWriter.failure(destination, errno: code)
    }

    /// Writes `bytes`, sets permissions `rw-r--r--`, syncs the data to the disk and closes the
    /// file; returns 0 or the first `errno`.
    mutating func fill(with bytes: [UInt8]) -> Int32 {
        let writeError = FileDescriptorIO.writeAll(bytes, to: fd)
        let chmodError = fchmod(fd, 0o644) == 0 ? 0 : errno
        let syncError = writeError == 0 ? FileDescriptorIO.sync(fd) : 0
        let closeError = close(fd) == 0 ? 0 : errno
        fd = -1
        return [writeError, chmodError, syncError, closeError].first { $0 != 0 } ?? 0
    }

    /// What is now at `name` in the folder (not following a symlink).
    func kind(of name: String) -> Result<FileKind, FileKindLookupError> {
        var info = stat()
        guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return .failure(FileKindLookupError(errno: errno)) }
        return .success(FileKind(mode: info.st_mode))
    }

    /// Renames the file to `name` in the same folder, then syncs the folder so that the rename
    /// survives a crash; returns 0 or the `errno` of the rename.
    func commit(as name: String) -> Int32 {
        guard renameat(folder, self.name, folder, name) == 0 else { return errno }
        _ = FileDescriptorIO.sync(folder)  // some file systems cannot sync folders; the file is synced
        return 0
    }

    /// Closes the descriptors; unless `committed`, removes the file first (after a failure).
    mutating func finish(committed: Bool) {
        if fd >= 0 {
            close(fd)
            fd = -1
        }
        if !committed { unlinkat(folder, name, 0) }
        close(folder)
    }
}
