import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folder where fontconfig keeps the scanned patterns of the bundled fonts between
/// processes, so that a process reads one small cache file instead of opening and scanning
/// every font.
///
/// The folder is `<user cache>/widget-render/fontconfig-<key>`, where the user cache is
/// `$XDG_CACHE_HOME` when it is an absolute path, or else `$HOME/.cache` (the XDG base
/// directory rule), and `<key>` is a hash of the fonts' folder's path and the font files' names,
/// sizes and modification times. fontconfig itself only checks the font folder's modification
/// time, which does not change when a font is replaced in place; a changed font gives a new
/// key, so a stale cache is never read. The path keeps one cache file in a folder: fontconfig
/// names the file after the fonts' path, so every copy of the fonts (another checkout, another
/// build folder) added one that every process checked. Folders of older keys are left as they
/// are (a few hundred kilobytes each).
///
/// fontconfig's own check is only the folder's modification time, so the cache files are made
/// ours with checksums checked before fontconfig reads them (`FontCacheFolder+Checksums`),
/// and the leftovers of its failed writes are removed (`FontCacheFolder+Leftovers`).
///
/// A folder that cannot be created or written to is not used: the fonts are then scanned file
/// by file, as with no cache, and the output is the same either way (fontconfig stores the
/// very patterns it would scan).
struct FontCacheFolder: Equatable {
    /// The folder's path (a path, not a URL: see `URL.posixPath`).
    let path: String

    /// The folder itself.
    var url: URL { URL(fileURLWithPath: path, isDirectory: true) }

    /// The cache folder for `fontFiles` under `root`.
    ///
    /// - Parameters:
    ///   - fontFiles: The font files the configuration loads.
    ///   - root: The user cache folder (see ``defaultRoot()``).
    init(fontFiles: [URL], root: URL) {
        self.init(fontPaths: fontFiles.map(\.posixPath), rootPath: root.posixPath)
    }

    /// The cache folder for the font files at `fontPaths` under the user cache folder at
    /// `rootPath`.
    init(fontPaths: [String], rootPath: String) {
        self.init(key: FontCacheFolder.key(forPaths: fontPaths), rootPath: rootPath)
    }

    /// The cache folder of the key `key` (``key(forPaths:)``) under the user cache folder at
    /// `rootPath`.
    init(key: String, rootPath: String) {
        path = FilePath.join(FilePath.join(rootPath, "widget-render"), "fontconfig-" + key)
    }

    /// The user cache folder of this process: `$XDG_CACHE_HOME` when it is absolute, else
    /// `$HOME/.cache`; `nil` when neither is set, or when the one that would be used is not
    /// valid UTF-8 (read as a string, each bad byte would become U+FFFD, naming another
    /// folder than the user's).
    static func defaultRoot() -> URL? {
        defaultRootPath().map { URL(fileURLWithPath: $0, isDirectory: true) }
    }

    /// The path of ``defaultRoot()``.
    static func defaultRootPath() -> String? {
        switch environment("XDG_CACHE_HOME") {
        case .invalid: return nil
        case .value(let xdg) where xdg.hasPrefix("/"): return xdg
        case .value, .unset: break
        }
        if case .value(let home) = environment("HOME"), home.hasPrefix("/") {
            return FilePath.join(home, ".cache")
        }
        return nil
    }

    /// Creates the folder if it is not there yet.
    ///
    /// - Returns: Whether the folder is there now. Whether files can be written in it is
    ///   found out only when fontconfig is about to write one (``acceptsNewFiles()``): a
    ///   valid cache is read from a folder that cannot be written as well.
    func prepare() -> Bool {
        // A folder already there (every process but the first) costs one `stat`, not
        // FileManager's walk up the path.
        var info = stat()
        if stat(path, &info) == 0, FileKind(mode: info.st_mode) == .folder { return true }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            return false
        }
        return true
    }

    /// Whether a file can be created in the folder: checked, before fontconfig writes a cache
    /// there, by creating and removing one. `false` leaves nothing behind.
    func acceptsNewFiles() -> Bool {
        // `access` is not enough: it says yes to root on a read-only mount.
        let probe = path + "/.probe-\(getpid())"
        let fd = open(probe, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return false }
        close(fd)
        unlink(probe)
        return true
    }

    /// A 64-bit FNV-1a hash, in hex, of the files' folder's path and each file's name, size and
    /// modification time (in nanoseconds), in order (``FontCacheKeyHasher``). A file that
    /// cannot be read hashes as size and time −1.
    static func key(for fontFiles: [URL]) -> String {
        key(forPaths: fontFiles.map(\.posixPath))
    }

    /// ``key(for:)`` of the files at `paths` (paths, not URLs: a process lists some sixty
    /// fonts, and each `URL.path` is a string rewrite). ``FontFolderListing`` computes the
    /// same key of a folder's fonts as it lists them.
    static func key(forPaths paths: [String]) -> String {
        var hasher = FontCacheKeyHasher()
        // Each file is looked up in its folder's descriptor, the folder's path walked once
        // (sixty full-path `stat`s were a tenth of a millisecond of every process).
        var folder: (path: Substring, fd: Int32)?
        defer { if let fd = folder?.fd, fd >= 0 { close(fd) } }
        for path in paths {
            let utf8 = path.utf8
            let slash = utf8.lastIndex(of: UInt8(ascii: "/"))
            let nameStart = slash.map { utf8.index(after: $0) } ?? utf8.startIndex
            let name = String(path[nameStart...])
            let parent = slash.map { path[..<$0] } ?? ""
            if folder == nil || folder?.path != parent {
                if let fd = folder?.fd, fd >= 0 { close(fd) }
                hasher.mix(folder: String(parent))
                folder = (parent, parent.isEmpty ? -1 : open(String(parent), O_RDONLY | O_DIRECTORY | O_CLOEXEC))
            }
            var info = stat()
            let found =
                if let fd = folder?.fd, fd >= 0 {
                    fstatat(fd, name, &info, 0) == 0
                } else {
                    stat(path, &info) == 0
                }
            hasher.mix(name: name, found: found ? info : nil)
        }
        return hasher.key
    }

    private enum Variable {
        case unset
        case invalid
        case value(String)
    }

    /// The variable `name`: unset when it is missing or empty, invalid when not UTF-8.
    private static func environment(_ name: String) -> Variable {
        guard let value = getenv(name), value.pointee != 0 else { return .unset }
        return String(validatingCString: value).map(Variable.value) ?? .invalid
    }
}
