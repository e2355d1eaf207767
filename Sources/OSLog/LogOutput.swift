import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Where log messages go: standard error when `WIDGET_RENDER_OSLOG=1`, nowhere otherwise
/// (``Logger``); a test may take them instead.
enum LogOutput {
    /// Whether messages are written, read once from the environment.
    static let isEnabled: Bool = ProcessInfo.processInfo.environment["WIDGET_RENDER_OSLOG"] == "1"

    /// Takes every line in place of standard error when set (tests).
    nonisolated(unsafe) static var capture: ((String) -> Void)?
    private static let lock = NSLock()

    /// Writes `text` as one line of `log` at `level`, when messages are written.
    static func write(_ text: String, level: OSLogType, to log: OSLog) {
        guard log.isEnabled else { return }
        let place = log.subsystem.isEmpty && log.category.isEmpty ? "" : "\(log.subsystem)[\(log.category)] "
        let line = "\(place)\(level.name): \(text)"
        lock.lock()
        defer { lock.unlock() }
        if let capture {
            capture(line)
        } else if isEnabled {
            // One write(2) per line, its error ignored: a log line that cannot be written is
            // dropped, as the tool's own warnings are.
            let bytes = Array((line + "\n").utf8)
            _ = bytes.withUnsafeBytes { Glibc.write(2, $0.baseAddress, $0.count) }
        }
    }
}
