import Foundation
import WidgetRender

/// The tool's standard output and error: whole writes with `write(2)`, whose failures are
/// kept or dropped instead of trapping, as `FileHandle.write(_:)` does on a closed descriptor
/// (a warning after a render then killed the process, `2>&-` turned a usage error into
/// `SIGILL`).
///
/// Decision: a failed write to standard error is dropped (there is nowhere left to say so,
/// and the exit code stays the command's); the first failed write to standard output is
/// kept, and ``WidgetRenderCommand/main(widgets:activities:)`` then exits with ``ExitCode/ioError``,
/// since the output was the command's result. A pipe closed early still ends the process
/// with `SIGPIPE`, silently, as other command-line tools do (`widget-render list | head -1`).
final class StandardStreams: @unchecked Sendable {
    // @unchecked: `outputError` is only touched while `lock` is held.
    /// The process's streams.
    static let shared = StandardStreams()

    private let lock = NSLock()
    private var firstOutputError: Int32?

    /// Writes `line` and a line break to standard output, keeping the `errno` of a failure.
    func out(_ line: String) {
        let code = FileDescriptorIO.writeAll(Array((line + "\n").utf8), to: STDOUT_FILENO)
        guard code != 0 else { return }
        lock.withLock { if firstOutputError == nil { firstOutputError = code } }
    }

    /// Writes `line` and a line break to standard error; a failure is dropped.
    func err(_ line: String) {
        errRaw(line + "\n")
    }

    /// Writes `text` as it is to standard error (a progress bar's carriage returns); a failure
    /// is dropped.
    func errRaw(_ text: String) {
        _ = FileDescriptorIO.writeAll(Array(text.utf8), to: STDERR_FILENO)
    }

    /// The `errno` of the first write to standard output that failed, if one did.
    var outputError: Int32? { lock.withLock { firstOutputError } }

    /// The message for a failed standard output, naming the error and the fix.
    static func outputFailure(_ code: Int32) -> String {
        "cannot write to standard output: \(String(cString: strerror(code))); the output is lost. Check where standard output goes (a full disk, a closed descriptor) or redirect it to a file"
    }
}
