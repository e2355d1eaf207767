#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The regular file that a write to a path replaces or creates: the path itself, or the file
/// a symlink there points to. Anything else at the path (a folder, a device, a FIFO, a socket)
/// is refused, so that a write never replaces what is not a file of ours.
package struct WriteDestination: Sendable, Hashable {
    /// The most symlinks followed from the requested path (Linux's `MAXSYMLINKS`).
    package static let maximumLinks = 40

    /// The path as requested.
    package let requested: String
    /// The regular file to replace, or the missing one to create: ``requested``, or the
    /// canonical target of the symlink at ``requested`` (for a dangling link, its target path).
    package let target: String
    /// Whether ``requested`` is a symlink that was followed to ``target``.
    package let isThroughLink: Bool

    /// The folder holding ``target``, where the temporary file is made.
    package var folder: String { FilePath.folder(of: target) }
    /// The name of ``target`` in ``folder``.
    package var name: String { FilePath.name(of: target) }

    /// Resolves `path` (absolute) to the regular file to write.
    ///
    /// - Parameters:
    ///   - path: The absolute path to write.
    ///   - namesFolder: Whether the caller's path ended with `/` (a folder, not a file name).
    /// - Throws: ``WidgetRenderError`` naming the path and what it is when it is a folder, a
    ///   device, a FIFO, a socket, a symlink to one of those or a symlink loop; or when `path`
    ///   cannot be looked up (a missing or non-folder ancestor, a name that is too long).
    package init(resolving path: String, namesFolder: Bool) throws(WidgetRenderError) {
        requested = path
        var current = path
        var links = 0
        resolving: while true {
            switch FileKind.at(current) {
            case .success(.regular):
                break resolving
            case .failure(let lookup) where lookup.errno == ENOENT:
                break resolving
            case .failure(let lookup):
                let partial = WriteDestination(requested: path, target: current, isThroughLink: links > 0)
                throw AtomicFileWriter.failure(partial, errno: lookup.errno)
            case .success(.symlink):
                links += 1
                guard links <= Self.maximumLinks, let next = FilePath.linkTarget(of: current) else {
                    throw WidgetRenderError(
                        "cannot write \"\(path)\": it is a symlink in a loop or a chain of more than \(Self.maximumLinks) links; "
                            + "point it at a regular file or choose another path"
                    )
                }
                current = next
            case .success(let kind):
                throw Self.refusal(path, kind: kind, target: links > 0 ? current : nil)
            }
        }
        let isThroughLink = links > 0
        self.isThroughLink = isThroughLink
        target = isThroughLink ? (FilePath.canonical(current) ?? current) : current
        if namesFolder || target.hasSuffix("/") {
            throw WidgetRenderError(
                "cannot write \"\(path)/\": the path ends with \"/\", so it names a folder; add a file name, e.g. \"\(FilePath.join(path, "widget.png"))\""
            )
        }
    }

    private init(requested: String, target: String, isThroughLink: Bool) {
        self.requested = requested
        self.target = target
        self.isThroughLink = isThroughLink
    }

    /// Checks, just before the rename, that ``target`` (now of kind `current`) is still a
    /// regular file or missing.
    ///
    /// - Throws: ``WidgetRenderError`` naming the path when something else took its place.
    package func recheck(_ current: Result<FileKind, FileKindLookupError>) throws(WidgetRenderError) {
        switch current {
        case .success(.regular), .failure:
            return
        case .success(let kind):
            throw WidgetRenderError(
                "cannot write \(subject): it became \(kind.phrase) while the file was being written; "
                    + "nothing was replaced; check what else writes there and try again"
            )
        }
    }

    /// The path for messages: `"/a/b.png"`, or `"/a/link.png" (a symlink to "/c/b.png")`.
    package var subject: String {
        isThroughLink ? "\"\(requested)\" (a symlink to \"\(target)\")" : "\"\(requested)\""
    }

    /// The error for a path that is a folder, device, FIFO or socket (itself or as a link's target).
    private static func refusal(_ path: String, kind: FileKind, target: String?) -> WidgetRenderError {
        let what = target.map { "a symlink to \"\($0)\", which is \(kind.phrase)" } ?? kind.phrase
        if kind == .folder {
            return WidgetRenderError(
                "cannot write \"\(path)\": it is \(what); add a file name, e.g. \"\(FilePath.join(path, "widget.png"))\""
            )
        }
        return WidgetRenderError(
            "cannot write \"\(path)\": it is \(what), not a regular file; choose a path that is a regular file or does not exist yet"
        )
    }
}
