import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes files atomically: readers see the old file or the complete new one, never a part,
/// and only regular files are ever replaced.
///
/// The destination is looked at first (``WriteDestination``): a missing path or a regular
/// file is written; a symlink is followed and its target written, the link left a link; a
/// folder, device, FIFO or socket is refused. The bytes go to a temporary file named
/// `.widget-render-<pid>.XXXXXX` (six random letters and digits) in the target's folder, so
/// that the rename stays on one file system and the name fits `NAME_MAX` whatever the
/// destination's name; it is synced to the disk and then renamed over the target. On any
/// failure the temporary file is removed; temporary files of dead writers in the folder are
/// removed on the next write there.
///
/// ```swift
/// try AtomicFileWriter.write(png, to: URL(fileURLWithPath: "/tmp/widget.png"))
/// ```
package enum AtomicFileWriter {
    /// Writes `bytes` to `url` atomically, with permissions `rw-r--r--`.
    ///
    /// - Throws: ``WidgetRenderError`` naming the path and the fix when it is a folder, a
    ///   device, a FIFO or a socket (or a symlink to one), when its folder is missing, not a
    ///   folder or not writable, or when the disk is full.
    package static func write(_ bytes: [UInt8], to url: URL) throws {
        try write(bytes, to: url, beforeRename: { _ in })
    }

    /// Writes `bytes` to `url` as ``write(_:to:)`` does, calling `beforeRename` with the
    /// temporary file's path once it is complete and synced (for tests to inspect it or to
    /// fail the write there).
    ///
    /// - Throws: What ``write(_:to:)`` throws, or what `beforeRename` throws (the temporary
    ///   file is removed either way).
    package static func write(_ bytes: [UInt8], to url: URL, beforeRename: (String) throws -> Void) throws {
        let destination = try WriteDestination(resolving: url.posixPath, namesFolder: url.namesFolder)
        var temporary = try TemporaryFile(for: destination)
        var committed = false
        defer { temporary.finish(committed: committed) }

        let fillError = temporary.fill(with: bytes)
        guard fillError == 0 else { throw failure(destination, errno: fillError) }
        try beforeRename(temporary.path)
        try destination.recheck(temporary.kind(of: destination.name))
        let renameError = temporary.commit(as: destination.name)
        guard renameError == 0 else { throw failure(destination, errno: renameError) }
        committed = true
    }
}
