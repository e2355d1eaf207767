import Foundation

/// `widget-render sheet --all` as whole processes: one thread (`--jobs 1`) against every core,
/// interleaved, medians, and the speed-up (goal: at least 1.8× on 2 cores). The absolute time
/// is that of every gallery contact sheet and the review page.
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
        for i in 0..<(iterations + 1) {
            for (index, variant) in variants.enumerated() {
                let ms = try time(executable, ["sheet", "--all", "--quiet", "--jobs", "\(variant.1)", "--output", folder.appendingPathComponent("\(index)").path])
                if i > 0 { times[index].append(ms) }  // the first round warms the file cache
            }
        }
        let serial = Bench.median(times[0]), parallel = Bench.median(times[1])
        for (index, variant) in variants.enumerated() {
            print(Bench.pad(variant.0, 28) + String(format: "%.0f ms", Bench.median(times[index])))
        }
        print(String(format: "speed-up on %d cores: %.2f× (goal ≥ 1.8× on 2 cores)", cores, parallel > 0 ? serial / parallel : 0))
    }

    /// Runs `executable` with `arguments` and returns the wall time in milliseconds.
    ///
    /// - Throws: When the process cannot start or exits with a failure.
    private static func time(_ executable: URL, _ arguments: [String]) throws -> Double {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        let t0 = Bench.clock.now
        try process.run()
        process.waitUntilExit()
        let ms = Bench.milliseconds(Bench.clock.now - t0)
        guard process.terminationStatus == 0 else {
            throw NSError(domain: "SheetBench", code: Int(process.terminationStatus), userInfo: [NSLocalizedDescriptionKey: "widget-render \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)"])
        }
        return ms
    }
}
