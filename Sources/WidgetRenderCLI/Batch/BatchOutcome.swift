import WidgetRender

/// What became of one job of a batch: the files it wrote, or why it failed.
struct BatchOutcome: Sendable {
    /// The job's name.
    let name: String
    /// The files written, or the failure.
    let result: Result<[BatchJob.File], BatchFailure>
}

/// Why a job failed: its message and the exit code it stands for.
struct BatchFailure: Error, Sendable {
    /// The message, naming the input and the fix.
    let message: String
    /// The exit code of the failure (73 for an uncreatable file, 1 for a failed render…).
    let code: ExitCode

    /// A failure with `message` and exit `code`.
    init(message: String, code: ExitCode) {
        self.message = message
        self.code = code
    }

    /// The failure `error` stands for, as the tool reports it.
    init(_ error: any Error) {
        switch error {
        case let e as CommandError: (message, code) = (e.message, e.code)
        case let e as WidgetRenderError: (message, code) = (e.message, .failure)
        default: (message, code) = ("\(error)", .failure)
        }
    }
}
