import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A fresh folder under the temporary directory for one test, with helpers to make the
/// special files the writer must refuse (FIFOs, devices, symlinks) inside it and nowhere else.
struct ScratchFolder {
    /// Why a fixture could not be made.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The folder's absolute path.
    let path: String

    /// Creates the folder.
    init() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = url.path
    }

    /// Removes the folder and everything in it (never following symlinks out of it).
    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The path of `name` in the folder.
    func path(_ name: String) -> String { path + "/" + name }
    /// The file URL of `name` in the folder.
    func url(_ name: String) -> URL { URL(fileURLWithPath: path(name)) }

    /// The names in the folder (or in `sub`), sorted, hidden ones included.
    func names(in sub: String? = nil) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: sub.map(path) ?? path).sorted()
    }

    /// Makes a named pipe.
    @discardableResult
    func fifo(_ name: String) throws -> String {
        guard mkfifo(path(name), 0o644) == 0 else { throw Failure(description: "mkfifo \(name): \(String(cString: strerror(errno)))") }
        return path(name)
    }

    /// Makes a character device node with the numbers of `/dev/null` (1, 3), in this folder.
    @discardableResult
    func device(_ name: String) throws -> String {
        guard mknod(path(name), S_IFCHR | 0o644, dev_t((1 << 8) | 3)) == 0 else {
            throw Failure(description: "mknod \(name): \(String(cString: strerror(errno)))")
        }
        return path(name)
    }

    /// Makes a symlink `name` holding `target` (as given: relative or absolute).
    @discardableResult
    func symlink(_ name: String, to target: String) throws -> String {
        try FileManager.default.createSymbolicLink(atPath: path(name), withDestinationPath: target)
        return path(name)
    }

    /// Writes `bytes` to `name` plainly (test setup), with `mode`.
    @discardableResult
    func file(_ name: String, _ bytes: [UInt8] = [9, 9, 9], mode: Int = 0o644) throws -> String {
        try Data(bytes).write(to: url(name))
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path(name))
        return path(name)
    }

    /// The bytes of `name`.
    func bytes(_ name: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: url(name))) }

    /// `lstat` of `name`: its type bits (`S_IFREG`, `S_IFIFO`…), permission bits, inode and device number.
    func info(_ name: String) -> (type: mode_t, permissions: mode_t, inode: UInt64, device: UInt64)? {
        var st = stat()
        guard lstat(path(name), &st) == 0 else { return nil }
        return (st.st_mode & S_IFMT, st.st_mode & 0o7777, UInt64(st.st_ino), UInt64(st.st_rdev))
    }

    /// The target a symlink holds, as written.
    func linkTarget(_ name: String) throws -> String {
        try FileManager.default.destinationOfSymbolicLink(atPath: path(name))
    }

    /// Whether this process may make device nodes (root with `CAP_MKNOD`), probed in a
    /// folder of its own.
    static let canMakeDevices: Bool = {
        guard let probe = try? ScratchFolder() else { return false }
        defer { probe.remove() }
        return (try? probe.device("probe")) != nil
    }()

    /// The id of a process that has exited and been reaped (so `kill(pid, 0)` fails with ESRCH).
    static func deadProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exit 0"]
        try process.run()
        process.waitUntilExit()
        let pid = process.processIdentifier
        guard kill(pid, 0) != 0, errno == ESRCH else { throw Failure(description: "process \(pid) is still alive") }
        return pid
    }
}
