import Foundation

/// Writes log messages, as Apple's `Logger`: widget code's `Logger(subsystem:category:)`
/// compiles and runs here.
///
/// Decision: a widget's log is invisible on a device unless streamed, so here it is dropped
/// unless the environment variable `WIDGET_RENDER_OSLOG` is `1`: then each message goes to
/// standard error as `subsystem[category] level: message`, private values redacted as a
/// device redacts them (``OSLogPrivacy``). Debug messages are written too.
public struct Logger: Sendable {
    /// The log the messages go to.
    let log: OSLog

    /// A logger for `subsystem` and `category`.
    public init(subsystem: String, category: String) {
        log = OSLog(subsystem: subsystem, category: category)
    }

    /// A logger for the default log.
    public init() {
        log = .default
    }

    /// A logger for `log`.
    public init(_ log: OSLog) {
        self.log = log
    }

    /// Logs `message` at the default level.
    public func log(_ message: OSLogMessage) { LogOutput.write(message.text, level: .default, to: log) }
    /// Logs `message` at `level`.
    public func log(level: OSLogType, _ message: OSLogMessage) { LogOutput.write(message.text, level: level, to: log) }
    /// Logs `message` at the debug level.
    public func trace(_ message: OSLogMessage) { LogOutput.write(message.text, level: .debug, to: log) }
    /// Logs `message` at the debug level.
    public func debug(_ message: OSLogMessage) { LogOutput.write(message.text, level: .debug, to: log) }
    /// Logs `message` at the info level.
    public func info(_ message: OSLogMessage) { LogOutput.write(message.text, level: .info, to: log) }
    /// Logs `message` at the default level.
    public func notice(_ message: OSLogMessage) { LogOutput.write(message.text, level: .default, to: log) }
    /// Logs `message` at the error level.
    public func warning(_ message: OSLogMessage) { LogOutput.write(message.text, level: .error, to: log) }
    /// Logs `message` at the error level.
    public func error(_ message: OSLogMessage) { LogOutput.write(message.text, level: .error, to: log) }
    /// Logs `message` at the fault level.
    public func critical(_ message: OSLogMessage) { LogOutput.write(message.text, level: .fault, to: log) }
    /// Logs `message` at the fault level.
    public func fault(_ message: OSLogMessage) { LogOutput.write(message.text, level: .fault, to: log) }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Logs `message` to `log` at `type`, as Apple's `os_log(_:log:_:)` (Apple's name, which
/// widget code calls).
public func os_log(_ type: OSLogType = .default, log: OSLog = .default, _ message: OSLogMessage) {
    LogOutput.write(message.text, level: type, to: log)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Logs a printf-style `message` with `args` to `log` at `type`, as Apple's
/// `os_log(_:dso:log:type:_:)`; `%{public}@`-style privacy markers are dropped and the
/// arguments shown.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default, type: OSLogType = .default, _ args: CVarArg...) {
    let format = message.description.replacingOccurrences(of: "{public}", with: "").replacingOccurrences(of: "{private}", with: "")
    LogOutput.write(String(format: format, locale: nil, arguments: args), level: type, to: log)
}
