import Foundation

/// The options every long-running command shares: `--jobs N`, `--shard i/n`, `--quiet` and
/// `--json`.
///
/// A command adds ``optionNames`` to the options and ``flagNames`` to the flags it passes to
/// ``Arguments``, then reads them with ``init(_:)``:
///
/// ```swift
/// let args = try Arguments(arguments, command: "render-all",
///                          allowed: ["output"].union(BatchOptions.optionNames),
///                          flags: BatchOptions.flagNames)
/// let batch = try BatchOptions(args)
/// ```
///
/// This API is stable: other commands are built on ``optionNames``, ``flagNames``,
/// ``init(_:)``, ``jobs``, ``shard``, ``quiet`` and ``json`` as they are.
struct BatchOptions: Sendable {
    /// The options that take a value.
    static let optionNames: Set<String> = ["jobs", "shard"]
    /// The boolean flags.
    static let flagNames: Set<String> = ["quiet", "json"]

    /// The most jobs a command runs at once; a larger `--jobs` is refused as a typo.
    static let maximumJobs = 256

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
        self.init(quiet: args.has("quiet"), json: args.has("json"))
        if let text = args.options["jobs"] {
            guard text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
                  let jobs = Int(text), jobs >= 1, jobs <= Self.maximumJobs
            else {
                throw CommandError(.usage, "invalid jobs \"\(text)\"; expected a whole number from 1 to \(Self.maximumJobs), e.g. --jobs 4 (the default is the number of processors)")
            }
            self.jobs = jobs
        }
        if let text = args.options["shard"] {
            shard = try Shard.parse(text)
        }
    }
}
