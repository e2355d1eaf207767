import Foundation

/// The options every long-running command shares, declared once: `--jobs N`, `--shard i/n`,
/// `--quiet` and `--json`.
///
/// A command lists ``declarations`` among its options (``CommandDeclaration``), or some of
/// them in its own words, then reads them with ``init(_:)``:
///
/// ```swift
/// static let declaration = CommandDeclaration("render-all", …, options: [CommonOptions.outputFolder] + BatchOptions.declarations)
/// let args = try Self.declaration.parse(arguments)
/// let batch = try BatchOptions(args)
/// ```
struct BatchOptions: Sendable {
    /// The batch options, in the order help lists them.
    static let declarations: [any DeclaredOption] = [jobs, shard, quiet, CommonOptions.json]

    /// The most jobs a command runs at once; a larger `--jobs` is refused as a typo.
    static let maximumJobs = 256

    /// `--jobs`: a whole number from 1 to ``maximumJobs``, the processor count when not given.
    static let jobs = Option<Int>(
        "jobs", value: "<n>", help: "how many renders run at once (default: the processors)",
        default: { ProcessInfo.processInfo.activeProcessorCount }
    ) { text in
        guard text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
            let jobs = Int(text), jobs >= 1, jobs <= maximumJobs
        else {
            throw CommandError(.usage, "invalid jobs \"\(text)\"; expected a whole number from 1 to \(maximumJobs), e.g. --jobs 4 (the default is the number of processors)")
        }
        return jobs
    }

    /// `--shard`: `i/n` (``Shard/parse(_:)``), the whole batch when not given.
    static let shard = Option<Shard>(
        "shard", value: "<i>/<n>", help: "only part i of n (from 1) of the sorted jobs, for CI matrices", default: { .whole }, parse: Shard.parse
    )

    /// `--quiet`.
    static let quiet = Flag("quiet", help: "no progress on standard error")

    /// How many jobs run at once: `--jobs`, or the active processor count.
    var jobs: Int
    /// The part of the batch to run: `--shard`, or the whole batch.
    var shard: Shard
    /// `--quiet`: no progress on standard error (errors are still reported).
    var quiet: Bool
    /// `--json`: standard output is one JSON object with the paths and diagnostics, instead
    /// of one path per line.
    var json: Bool

    /// The defaults: all processors, the whole batch, progress shown, paths as lines.
    init(jobs: Int = ProcessInfo.processInfo.activeProcessorCount, shard: Shard = .whole, quiet: Bool = false, json: Bool = false) {
        self.jobs = max(1, jobs)
        self.shard = shard
        self.quiet = quiet
        self.json = json
    }

    /// The options given in `args`.
    ///
    /// - Throws: ``CommandError`` with ``ExitCode/usage`` when `--jobs` is not a whole number
    ///   from 1 to ``maximumJobs`` or `--shard` is not `i/n`.
    init(_ args: Arguments) throws {
        self.init(jobs: try args.value(Self.jobs), shard: try args.value(Self.shard), quiet: args.has(Self.quiet), json: args.has(CommonOptions.json))
    }
}
