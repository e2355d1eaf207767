import WidgetRender

/// One unit of a batch: a name (what sharding sorts by and progress shows, e.g. the file
/// name) and the work, which writes files and returns them.
///
/// `run` is called once, on any thread, at the same time as other jobs' `run`: it must not
/// share mutable state with them. A ``WidgetRenderer`` may be shared (it is `Sendable`);
/// widgets and entries are values.
///
/// This API is stable: batch commands rely on ``init(name:run:)``, ``File`` and
/// ``File/init(path:diagnostics:)`` as they are.
struct BatchJob: @unchecked Sendable {
    /// A file a job wrote, with what the renderer noticed while rendering it.
    struct File: Sendable {
        /// The path as printed (standard output, `--json`).
        var path: String
        /// The render's diagnostics.
        var diagnostics: [Diagnostic]

        /// A written file and its render's diagnostics.
        init(path: String, diagnostics: [Diagnostic] = []) {
            self.path = path
            self.diagnostics = diagnostics
        }
    }

    /// The name sharding sorts by and progress shows; unique within a batch.
    let name: String
    /// Does the job's work and returns the files written, in the order to print them.
    let run: () throws -> [File]

    /// A job named `name` doing `run`.
    init(name: String, run: @escaping () throws -> [File]) {
        self.name = name
        self.run = run
    }
}
