#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The names of ``AtomicFileWriter``'s temporary files: `.widget-render-<pid>.XXXXXX`.
///
/// The name is short whatever the destination's name (so it always fits `NAME_MAX`), hidden,
/// and carries the writing process's id, so that a later write can tell the file of a process
/// that died (killed before it could clean up) from one still being written.
package enum TemporaryFileName {
    /// What every temporary name starts with.
    package static let prefix = ".widget-render-"
    /// How many random characters `mkstemp` puts at the end.
    package static let randomCount = 6

    /// The characters of the random part, as `mkstemp` uses.
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")

    /// A fresh name for process `pid`, e.g. `.widget-render-4242.q7XbZ0`.
    package static func random(pid: Int32) -> String {
        var generator = SystemRandomNumberGenerator()
        let random = (0..<randomCount).map { _ in alphabet.randomElement(using: &generator) ?? "X" }
        return "\(prefix)\(pid)." + String(random)
    }

    /// The process id in a temporary file's name, or `nil` when `name` is not one of ours.
    package static func pid(in name: String) -> Int32? {
        guard name.hasPrefix(prefix) else { return nil }
        let rest = name.dropFirst(prefix.count)
        guard let dot = rest.firstIndex(of: ".") else { return nil }
        let digits = rest[..<dot]
        let random = rest[rest.index(after: dot)...]
        guard !digits.isEmpty, digits.utf8.count <= 10, digits.utf8.allSatisfy(isDigit),
            random.utf8.count == randomCount, random.utf8.allSatisfy({ isDigit($0) || isLetter($0) }),
            let pid = Int32(digits), pid > 0
        else { return nil }
        return pid
    }

    /// Whether process `pid` no longer exists (`kill(pid, 0)` fails with `ESRCH`); a process
    /// that exists but that this one may not signal counts as alive.
    package static func isDead(_ pid: Int32) -> Bool {
        kill(pid, 0) != 0 && errno == ESRCH
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
    private static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
}
