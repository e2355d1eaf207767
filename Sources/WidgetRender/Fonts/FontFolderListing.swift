#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The font files of one folder and the key of their cache folder, from one pass over it.
///
/// A name is checked as bytes (``FontConfiguration/isFontFileName(_:)``) before a string is
/// made of it, and each font is looked up (`fstatat`) in the descriptor the listing already
/// has open: listing, filtering, sorting and stating the bundled fonts separately, a path
/// string each, took a fifth of a millisecond of every process (*Benchmarks*).
struct FontFolderListing {
    /// The folder's path.
    let folder: String
    /// The font files' names, sorted by their bytes.
    let names: [String]
    /// ``FontCacheFolder/key(forPaths:)`` of the files.
    let key: String

    /// The font files' paths, in ``names``' order.
    var paths: [String] { names.map { folder + "/" + $0 } }

    /// Lists the folder at `folder`; `nil` when it cannot be read.
    init?(folder: String) {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = DirectoryEntry.nameBytes(entry)
            guard FontConfiguration.isFontFileName(name) else { continue }
            names.append(String(decoding: name, as: UTF8.self))
        }
        names.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        var hasher = FontCacheKeyHasher()
        hasher.mix(folder: folder)
        let fd = dirfd(directory)
        for name in names {
            var info = stat()
            hasher.mix(name: name, found: fstatat(fd, name, &info, 0) == 0 ? info : nil)
        }
        self.folder = folder
        self.names = names
        key = hasher.key
    }
}
