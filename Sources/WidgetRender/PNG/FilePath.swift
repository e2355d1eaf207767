#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// String operations on absolute POSIX paths, done on the bytes the kernel sees (no `..`
/// folding, no symlink resolution, no Foundation normalisation).
package enum FilePath {
    /// The longest file or folder name the kernel accepts, in bytes (`NAME_MAX`).
    package static let maximumNameBytes = Int(NAME_MAX)
    /// The longest path the kernel accepts, in bytes, without the terminating NUL (`PATH_MAX - 1`).
    package static let maximumPathBytes = Int(PATH_MAX) - 1

    /// The folder part of `path`: everything before the last `/`, or `/` for a file at the root.
    package static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// The name part of `path`: everything after the last `/`.
    package static func name(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `name` inside `folder`.
    package static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The non-empty components of `path`, e.g. `["tmp", "a", "b.png"]` for `/tmp/a/b.png`.
    package static func components(of path: String) -> [String] {
        path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }

    /// The target a symlink at `path` holds, made absolute against the link's folder; `nil`
    /// with `errno` set when it cannot be read.
    package static func linkTarget(of path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        let target = String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return target.hasPrefix("/") ? target : join(folder(of: path), target)
    }

    /// The canonical path of an existing file (`realpath`), or `nil` when it cannot be resolved.
    package static func canonical(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard realpath(path, &buffer) != nil else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
