/// The level of a log message, as Apple's `OSLogType`.
public struct OSLogType: RawRepresentable, Equatable, Hashable, Sendable {
    /// The level's number, as in Apple's `os_log_type_t`.
    public let rawValue: UInt8

    /// Creates a level from its number.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The default level (`notice`).
    public static let `default` = OSLogType(rawValue: 0x00)
    /// Information that may help troubleshoot.
    public static let info = OSLogType(rawValue: 0x01)
    /// Debugging information.
    public static let debug = OSLogType(rawValue: 0x02)
    /// An error.
    public static let error = OSLogType(rawValue: 0x10)
    /// A fault: a bug in the code.
    public static let fault = OSLogType(rawValue: 0x11)

    /// `default`, `info`, `debug`, `error` or `fault`, as a log line names it.
    var name: String {
        switch self {
        case .info: return "info"
        case .debug: return "debug"
        case .error: return "error"
        case .fault: return "fault"
        default: return "default"
        }
    }
}
