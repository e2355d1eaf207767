#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension AtomicFileWriter {
    /// The error for a failed write to `destination`, with a fix that fits the cause.
    static func failure(_ destination: WriteDestination, errno code: Int32) -> WidgetRenderError {
        let reason = String(cString: strerror(code))
        let folder = destination.folder
        let fix: String
        switch code {
        case ENOENT where FileKind.following(folder) != .success(.folder):
            fix = "create the folder \"\(folder)\" or choose an existing output folder"
        case ENOTDIR:
            fix = "\"\(nonFolderAncestor(of: folder))\" is not a folder; choose an existing output folder"
        case EISDIR:
            fix = "the path is a folder; add a file name such as \"widget.png\""
        case ENOSPC, EDQUOT:
            fix = "free some disk space or choose another output folder"
        case ENAMETOOLONG:
            fix = lengthFix(destination.target)
        case ELOOP:
            fix = "a folder in the path is a symlink loop; fix the link or choose another output folder"
        case EROFS:
            fix = "the file system is read-only; choose another output folder"
        case EFBIG:
            fix = "the file is larger than this process may write (ulimit -f); raise the limit or choose another output folder"
        default:
            fix = "choose a writable output folder"
        }
        return WidgetRenderError("cannot write \(destination.subject): \(reason); \(fix)")
    }

    /// The nearest existing ancestor of `folder` that is not a folder (a file in the way), or
    /// `folder` when none is found.
    private static func nonFolderAncestor(of folder: String) -> String {
        var current = folder
        while true {
            switch FileKind.following(current) {
            case .success(.folder): return folder
            case .success: return current
            case .failure: break
            }
            let parent = FilePath.folder(of: current)
            if parent == current { return folder }
            current = parent
        }
    }

    /// Which part of `path` is too long, and the limit.
    private static func lengthFix(_ path: String) -> String {
        let components = FilePath.components(of: path)
        if let long = components.firstIndex(where: { $0.utf8.count > FilePath.maximumNameBytes }) {
            let size = components[long].utf8.count
            let limit = "more than the \(FilePath.maximumNameBytes) bytes a name may have"
            if long == components.count - 1 {
                return "the file name is \(size) bytes, \(limit); choose a shorter name"
            }
            return "the folder name \"\(components[long])\" is \(size) bytes, \(limit); choose a shorter path"
        }
        return "the path is \(path.utf8.count) bytes, more than the \(FilePath.maximumPathBytes) bytes a path may have; choose a shorter path"
    }
}
