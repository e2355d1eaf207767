import Foundation
import WidgetRender

/// Runs a batch command's jobs: the ``Shard`` of them `--shard` picks, on `--jobs` threads,
/// with progress on standard error, and prints the files written (one path per line as they
/// are written, or one JSON object with `--json` at the end) in the sorted order of the jobs.
///
/// ```swift
/// let jobs = names.map { name in
///     BatchJob(name: "\(name).png") {
///         let image = try renderer.render(…)
///         try Output.write(image, to: path)
///         return [BatchJob.File(path: path, diagnostics: image.diagnostics)]
///     }
/// }
/// try BatchRunner(command: "render-all", options: batch, out: out, err: err).run(jobs)
/// ```
///
/// The output is the same, byte for byte, with any `--jobs`: each job renders into its own
/// image (the shared ``WidgetRenderer`` is thread-safe and gives the same bytes in parallel as
/// in serial), and a path is printed only once it and every path before it are written, so
/// the order of the paths is the order of the sorted jobs, never the order they finished in.
///
/// Once every job has run, each render's diagnostics are reported on standard error as
/// `widget-render: warning: <job>: <kind>: <message>` (with `--json`, in the object instead).
/// A failed job does not stop the others (a CI run reports every broken widget at once). Each
/// failure is reported on standard error as `widget-render: <job>: <message>`; then the
/// command fails with the exit code of the first failed job in sorted order, and the files
/// the other jobs wrote stay, each complete (files are written atomically).
///
/// With `--json`, standard output is one object, keys sorted:
///
/// ```json
/// {"command":"render-all","failures":[],"files":[{"diagnostics":[{"kind":"smallText",
///  "message":"…"}],"job":"steps-systemSmall-light.png","path":"out/steps-systemSmall-light.png"}],
///  "jobs":16,"shard":"1/1","total":16}
/// ```
///
/// `jobs` counts this shard's jobs and `total` the whole batch's; each failure is
/// `{"exitCode":73,"job":"…","message":"…"}`. The object is printed even when jobs failed.
///
/// This API is stable: batch commands rely on ``init(command:options:out:err:)``,
/// ``run(_:)`` and ``outcomes(of:)`` as they are.
struct BatchRunner {
    let command: String
    let options: BatchOptions
    let out: (String) -> Void
    let err: (String) -> Void

    /// A runner for `command` with the batch `options`, printing to `out` and `err`.
    init(command: String, options: BatchOptions, out: @escaping (String) -> Void, err: @escaping (String) -> Void) {
        self.command = command
        self.options = options
        self.out = out
        self.err = err
    }

    /// Runs this shard of `jobs` and prints the files written.
    ///
    /// - Throws: ``CommandError`` with the exit code of the first failed job, after every job
    ///   has run and the output is printed.
    func run(_ jobs: [BatchJob]) throws {
        let mine = options.shard.select(jobs, name: \.name)
        let progress = ProgressReporter(total: mine.count, quiet: options.quiet)
        // Without --json, each path is printed as soon as it and every path before it are
        // written, so a script reading the lines can start on the first files while the
        // rest render; the order is still the jobs' sorted order.
        let print: ((Int, Result<[BatchJob.File], BatchFailure>) -> Void)? =
            options.json
            ? nil
            : { [out] _, result in
                if case .success(let files) = result { files.forEach { out($0.path) } }
            }
        let outcomes = outcomes(of: mine, progress: progress, inOrder: print)
        progress.end()
        let failures = outcomes.compactMap { outcome -> (String, BatchFailure)? in
            if case .failure(let failure) = outcome.result { return (outcome.name, failure) }
            return nil
        }
        if options.json {
            out(BatchJSON.text(command: command, shard: options.shard, total: jobs.count, outcomes: outcomes))
        } else {
            for outcome in outcomes {
                if case .success(let files) = outcome.result {
                    for file in files { Self.warnings(file.diagnostics, about: outcome.name).forEach(err) }
                }
            }
        }
        for (name, failure) in failures {
            err("widget-render: \(name): \(failure.message)")
        }
        if let (_, first) = failures.first {
            throw CommandError(first.code, "\(failures.count) of \(mine.count) jobs failed (see above); fix them and run \(command) again")
        }
    }

    /// The lines that report `diagnostics` of the file of job `job` on standard error, one
    /// warning each: `widget-render: warning: <job>: <kind>: <message>` (`--json` carries
    /// them in its object instead).
    static func warnings(_ diagnostics: [Diagnostic], about job: String) -> [String] {
        diagnostics.map { "widget-render: warning: \(job): \($0.kind.rawValue): \(WidgetRenderCommand.oneLine($0.message))" }
    }

    /// Runs `jobs` on up to `options.jobs` threads and returns their outcomes in the order
    /// of `jobs`, counting each on `progress` as it finishes.
    ///
    /// `inOrder`, when given, is handed each outcome in the order of `jobs` as soon as it and
    /// every one before it are in. `startOrder`, when given, is the order the jobs are started
    /// in, a permutation of their indices (the longest first, so that no long job starts last
    /// and leaves the other threads idle; with one thread the jobs run in their own order);
    /// the outcomes keep the order of `jobs`.
    func outcomes(
        of jobs: [BatchJob], progress: ProgressReporter? = nil,
        inOrder: ((Int, Result<[BatchJob.File], BatchFailure>) -> Void)? = nil,
        startOrder: [Int]? = nil
    ) -> [BatchOutcome] {
        let order = startOrder.flatMap { $0.count == jobs.count && Set($0) == Set(jobs.indices) ? $0 : nil } ?? Array(jobs.indices)
        let results = ResultSlots(count: jobs.count, inOrder: inOrder)
        let workers = min(options.jobs, jobs.count)
        let work: @Sendable (Int) -> Void = { i in
            let job = jobs[i]
            let result: Result<[BatchJob.File], BatchFailure>
            do { result = .success(try job.run()) } catch { result = .failure(BatchFailure(error)) }
            results.set(i, result)
            if case .failure = result { progress?.finished(job.name, failed: true) } else { progress?.finished(job.name) }
        }
        if workers <= 1 {
            jobs.indices.forEach(work)  // one thread: the start order cannot balance anything
        } else {
            let next = ResultSlots.Counter()
            let group = DispatchGroup()
            for _ in 0..<workers {
                group.enter()
                let thread = Thread {
                    while let i = next.take(below: jobs.count) { work(order[i]) }
                    group.leave()
                }
                // The renderer's own deep stack: renders then run on this thread instead of
                // one made for each (see DeepStack).
                thread.stackSize = DeepStack.stackSize
                thread.start()
            }
            group.wait()
        }
        return zip(jobs, results.values).map { BatchOutcome(name: $0.name, result: $1) }
    }
}
