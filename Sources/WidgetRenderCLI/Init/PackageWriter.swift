import Foundation

/// Writes `init`'s package all at once: into a hidden folder beside the output, renamed into
/// place at the end, so that a failure leaves nothing half-written.
struct PackageWriter {
    /// The output folder as given on the command line (for messages).
    let given: String
    /// The output folder, absolute.
    let folder: URL
    /// Whether an existing non-empty folder is replaced (`--force`).
    let force: Bool

    /// Refuses an output that holds or lies in one of the folders `kept` (the project and the
    /// extension's folder, which `--force` would delete or the package would link into
    /// itself), and one that exists and is not an empty folder, unless ``force``.
    ///
    /// - Throws: ``CommandError`` with ``ExitCode/cannotCreate``.
    func check(keeping kept: [URL]) throws {
        for folder in kept.map(\.standardizedFileURL.path) {
            let output = self.folder.path
            if folder == output || folder.hasPrefix(output + "/") || output.hasPrefix(folder + "/") {
                throw CommandError(.cannotCreate, "output folder \"\(given)\" overlaps \"\(folder)\", which init reads; choose another --output")
            }
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) else { return }
        guard isFolder.boolValue else {
            throw CommandError(.cannotCreate, "output \"\(given)\" exists and is not a folder; choose another --output")
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        if !names.isEmpty, !force {
            throw CommandError(.cannotCreate, "output folder \"\(given)\" exists and is not empty; pass --force to replace it, or choose another --output")
        }
    }

    /// Writes `files` (paths relative to the package, and their text) and `links` (paths and
    /// their targets), then moves the whole into ``folder``.
    ///
    /// - Throws: ``CommandError`` with ``ExitCode/cannotCreate`` when a file cannot be written
    ///   or the folder cannot be put in place; the temporary folder is removed.
    func write(files: [(String, String)], links: [(String, String)]) throws {
        let manager = FileManager.default
        let parent = folder.deletingLastPathComponent()
        let temporary = parent.appendingPathComponent(".\(folder.lastPathComponent).init-\(ProcessInfo.processInfo.processIdentifier)")
        func fail(_ error: Error) -> CommandError {
            try? manager.removeItem(at: temporary)
            return CommandError(.cannotCreate, "cannot write output folder \"\(given)\": \(error.localizedDescription); choose a writable location")
        }
        do {
            try manager.createDirectory(at: parent, withIntermediateDirectories: true)
            try manager.createDirectory(at: temporary, withIntermediateDirectories: false)
            for (path, text) in files {
                let url = temporary.appendingPathComponent(path)
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
            for (path, destination) in links {
                let url = temporary.appendingPathComponent(path)
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try manager.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
            }
            if manager.fileExists(atPath: folder.path) { try manager.removeItem(at: folder) }
            try manager.moveItem(at: temporary, to: folder)
        } catch {
            throw fail(error)
        }
    }

    /// The relative path from the folder `from` to `to` (both absolute): what a symbolic link
    /// in `from` holds to reach `to`.
    static func relativePath(from: URL, to: URL) -> String {
        let base = from.standardizedFileURL.pathComponents
        let target = to.standardizedFileURL.pathComponents
        let common = zip(base, target).prefix { $0 == $1 }.count
        let path = Array(repeating: "..", count: base.count - common) + target[common...]
        return path.isEmpty ? "." : path.joined(separator: "/")
    }
}
