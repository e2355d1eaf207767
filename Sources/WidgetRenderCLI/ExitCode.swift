/// The tool's exit codes (sysexits style).
public enum ExitCode: Int32, Sendable {
    /// Success.
    case success = 0
    /// A snapshot did not match, or rendering failed.
    case failure = 1
    /// The command line was wrong (EX_USAGE).
    case usage = 64
    /// Input data was wrong, e.g. bad entry JSON (EX_DATAERR).
    case dataError = 65
    /// An input file does not exist (EX_NOINPUT).
    case noInput = 66
    /// An output file could not be created (EX_CANTCREAT).
    case cannotCreate = 73
    /// Standard output could not be written: the output is lost (EX_IOERR).
    case ioError = 74
}

/// An error that ends the command with a message and an exit code.
struct CommandError: Error {
    let message: String
    let code: ExitCode

    init(_ code: ExitCode, _ message: String) {
        self.code = code
        self.message = message
    }
}
