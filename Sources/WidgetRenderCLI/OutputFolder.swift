import Foundation
import WidgetRender

/// `render-all`'s output folder: checked whole before anything is created, then created
/// folder by folder (`mkdir -p`), with messages that name the part that is wrong.
enum OutputFolder {
    /// Checks `dir` and creates what is missing of it; returns its absolute path.
    ///
    /// - Parameters:
    ///   - dir: The folder as given on the command line.
    ///   - longestFileName: The longest name of a file that will be written into it (in bytes),
    ///     so that those paths fit `PATH_MAX` too.
    /// - Throws: ``CommandError`` with ``ExitCode/cannotCreate`` when a name is longer than
    ///   `NAME_MAX`, the path (with the file names) longer than `PATH_MAX`, an existing part
    ///   is not a folder, or a folder cannot be made. Nothing is created in these cases
    ///   (folders made before a failing `mkdir` are removed again).
    static func create(_ dir: String, longestFileName: Int) throws -> String {
        let path = URL(fileURLWithPath: dir, isDirectory: true).path
        let components = FilePath.components(of: path)
        try checkLengths(dir, path: path, components: components, longestFileName: longestFileName)
        let prefixes = components.indices.map { "/" + components[...$0].joined(separator: "/") }
        var firstMissing = prefixes.count
        for (index, prefix) in prefixes.enumerated() {
            guard try exists(prefix, in: dir) else {
                firstMissing = index
                break
            }
        }
        var created: [String] = []
        for prefix in prefixes[firstMissing...] {
            if mkdir(prefix, 0o755) == 0 {
                created.append(prefix)
                continue
            }
            let code = errno
            if code == EEXIST, FileKind.following(prefix) == .success(.folder) { continue }
            for folder in created.reversed() { rmdir(folder) }
            throw CommandError(
                .cannotCreate,
                "cannot create folder \"\(dir)\": cannot make \"\(prefix)\": \(String(cString: strerror(code))); choose a writable location"
            )
        }
        return path
    }

    /// Every name must fit `NAME_MAX`, and the path of every file written must fit `PATH_MAX`.
    private static func checkLengths(_ dir: String, path: String, components: [String], longestFileName: Int) throws {
        if let long = components.first(where: { $0.utf8.count > FilePath.maximumNameBytes }) {
            throw CommandError(
                .cannotCreate,
                "cannot create folder \"\(dir)\": the name \"\(long)\" is \(long.utf8.count) bytes, "
                    + "more than the \(FilePath.maximumNameBytes) bytes a name may have; choose shorter folder names"
            )
        }
        let longest = path.utf8.count + 1 + longestFileName
        if longest > FilePath.maximumPathBytes {
            throw CommandError(
                .cannotCreate,
                "cannot create folder \"\(dir)\": the path is \(path.utf8.count) bytes and its files' paths would be up to \(longest), "
                    + "more than the \(FilePath.maximumPathBytes) bytes a path may have; choose a shorter path"
            )
        }
    }

    /// Whether `prefix` exists as a folder (or a symlink to one); `false` when it is missing.
    ///
    /// - Throws: ``CommandError`` when it exists but is not a folder, or cannot be looked up.
    private static func exists(_ prefix: String, in dir: String) throws -> Bool {
        func refuse(_ what: String) -> CommandError {
            CommandError(.cannotCreate, "cannot create folder \"\(dir)\": \"\(prefix)\" \(what); choose another output folder")
        }
        switch FileKind.at(prefix) {
        case .success(.folder):
            return true
        case .success(.symlink):
            let target = FilePath.linkTarget(of: prefix) ?? "?"
            switch FileKind.following(prefix) {
            case .success(.folder): return true
            case .success(let kind): throw refuse("is a symlink to \"\(target)\", which is \(kind.phrase), not a folder")
            case .failure: throw refuse("is a symlink to \"\(target)\", which does not exist")
            }
        case .success(let kind):
            throw refuse("is \(kind.phrase), not a folder")
        case .failure(let lookup) where lookup.errno == ENOENT:
            return false
        case .failure(let lookup):
            throw CommandError(
                .cannotCreate,
                "cannot create folder \"\(dir)\": cannot look at \"\(prefix)\": \(String(cString: strerror(lookup.errno))); choose a writable location"
            )
        }
    }
}
