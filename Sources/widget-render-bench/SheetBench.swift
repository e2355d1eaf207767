import Foundation

/// `widget-render sheet --all` as whole processes: one thread (`--jobs 1`) against every core,
/// interleaved, medians, and the speed-up (goal: at least 1.8× on 2 cores). The absolute time
/// is that of every gallery contact sheet and the review page.
///
/// Beside them, in the same rounds, as many `--jobs 1` processes as there are cores started
/// at once, each rendering everything: how much more work the machine gets done with all its
/// cores busy on this work and nothing shared between them, the ceiling of any speed-up.
/// (On the 2-core VM this was written on, two such processes got through 1.5× the work of
/// one: the work is much memory traffic, which the cores share.)
///
/// It runs the `widget-render` built beside this bench (`make bench` builds both); without it
/// the section says how to build it and is skipped.
enum SheetBench {
    static func run() throws {
        let iterations = Bench.iterationsOverride ?? 5
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("widget-render")
        print("")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            print("Contact sheets: skipped, no \(executable.path); build it with swift build -c release --product widget-render")
            return
        }
        let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
        print("Contact sheets: widget-render sheet --all, whole process, \(iterations) runs each, interleaved, medians")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widget-render-sheet-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let variants = [("--jobs 1", 1), ("--jobs \(cores) (all cores)", cores)]
        var times = [[Double]](repeating: [], count: variants.count)
        var together: [Double] = []
        func arguments(jobs: Int, into name: String) -> [String] {
            ["sheet", "--all", "--quiet", "--jobs", "\(jobs)", "--output", folder.appendingPathComponent(name).path]
        }
        for i in 0..<(iterations + 1) {
            for (index, variant) in variants.enumerated() {
                let ms = try time(executable, [arguments(jobs: variant.1, into: "\(index)")])
                if i > 0 { times[index].append(ms) }  // the first round warms the file cache
            }
            let ms = try time(executable, (0..<cores).map { arguments(jobs: 1, into: "together-\($0)") })
            if i > 0 { together.append(ms) }
        }
        let serial = Bench.median(times[0])
        let parallel = Bench.median(times[1])
        let all = Bench.median(together)
        for (index, variant) in variants.enumerated() {
            print(Bench.pad(variant.0, 28) + String(format: "%.0f ms", Bench.median(times[index])))
        }
        print(Bench.pad("\(cores) × --jobs 1 at once", 28) + String(format: "%.0f ms", all))
        print(String(format: "speed-up on %d cores: %.2f× (goal ≥ 1.8× on 2 cores)", cores, parallel > 0 ? serial / parallel : 0))
        print(String(format: "the machine's ceiling: %d processes at once do %.2f× the work of one in the same time", cores, all > 0 ? Double(cores) * serial / all : 0))
    }

    /// Starts one process of `executable` for each element of `runs` (its arguments), all at
    /// once, and returns the wall time until the last has ended, in milliseconds.
    ///
    /// - Throws: When a process cannot start or exits with a failure.
    private static func time(_ executable: URL, _ runs: [[String]]) throws -> Double {
        let processes = runs.map { arguments in
            let process = Process()
            process.executableURL = executable
            process.arguments = arguments
            process.standardOutput = FileHandle.nullDevice
            // The sheets' warnings (the unpublished figures each Live Activity and control cell
            // names) would repeat every round; a failure still shows in the exit status.
            process.standardError = FileHandle.nullDevice
            return process
        }
        let t0 = Bench.clock.now
        for process in processes { try process.run() }
        for process in processes { process.waitUntilExit() }
        let ms = Bench.milliseconds(Bench.clock.now - t0)
        for (process, arguments) in zip(processes, runs) where process.terminationStatus != 0 {
            throw BenchError("widget-render \(arguments.joined(separator: " ")) exited with \(process.terminationStatus); run it by hand to see its message")
        }
        return ms
    }
}
