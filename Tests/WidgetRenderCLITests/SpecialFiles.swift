import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Special files for the CLI tests, made only inside a test's own temporary folder.
enum SpecialFiles {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Makes a named pipe at `url`.
    static func fifo(_ url: URL) throws {
        guard mkfifo(url.path, 0o644) == 0 else { throw Failure(description: "mkfifo \(url.path): \(String(cString: strerror(errno)))") }
    }

    /// Makes a character device node with `/dev/null`'s numbers (1, 3) at `url`.
    static func device(_ url: URL) throws {
        guard mknod(url.path, S_IFCHR | 0o644, dev_t((1 << 8) | 3)) == 0 else {
            throw Failure(description: "mknod \(url.path): \(String(cString: strerror(errno)))")
        }
    }

    /// The file type bits of what is at `url` (`S_IFREG`, `S_IFLNK`…), not following a symlink.
    static func type(_ url: URL) -> mode_t? {
        var st = stat()
        guard lstat(url.path, &st) == 0 else { return nil }
        return st.st_mode & S_IFMT
    }

    /// Whether this process may make device nodes, probed in a temporary folder of its own.
    static let canMakeDevices: Bool = {
        guard let folder = try? CLIRunner.temporaryFolder() else { return false }
        defer { try? FileManager.default.removeItem(at: folder) }
        return (try? device(folder.appendingPathComponent("probe"))) != nil
    }()

    /// The id of a process that has exited and been reaped.
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
