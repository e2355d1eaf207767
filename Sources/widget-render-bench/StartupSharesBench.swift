import Foundation

/// What each start-up mechanism of `widget-render` saves a cold start: the same
/// `widget-render render weather --family systemSmall` process with the mechanism and without
/// it, run alternately in one go (each round in a rotated order), as medians and their ratio,
/// the mechanism's share being how much longer the process takes without it.
///
/// A runtime mechanism is turned off by its `WIDGET_RENDER_BENCH_NO_<X>` switch
/// (`StartupBenchSwitches`); opening librsvg, gdk-pixbuf and poppler-glib only when first
/// needed is undone by preloading them (`LD_PRELOAD`), as linking them would load them. A
/// build-time mechanism is measured with a `widget-render` built without it, named in
/// `BENCH_COLDSTART_BUILDS` as `name=path` pairs separated by commas (each built in a scratch
/// folder of its own, so that it finds its resources as the baseline does; *Benchmarks*).
/// Every variant's image must be byte for byte the baseline's. The Swift floor runs in the
/// same rotation, for the ratio of what is left.
enum StartupSharesBench {
    /// One way of running `widget-render`: its executable and the environment added.
    struct Variant {
        var name: String
        var executable: String?
        var environment: [String: String] = [:]
    }

    /// The runtime mechanisms, each turned off by its switch.
    static let runtimeVariants: [Variant] =
        [
            ("no process-default fonts", "PROCESS_DEFAULT_FONTS"),
            ("no fontconfig cache folder", "FONT_CACHE"),
            ("no SVG raster disk cache", "SVG_CACHE"),
            ("manifest through JSONDecoder", "MANIFEST_READER"),
            ("resources through Bundle.module", "RESOURCE_SHORTCUT"),
            ("an arena per thread, grown a page at a time", "ONE_RENDER_HEAP"),
        ].map { Variant(name: $0.0, environment: ["WIDGET_RENDER_BENCH_NO_" + $0.1: "1"]) }
        + [
            Variant(
                name: "librsvg, gdk-pixbuf, poppler loaded at start",
                environment: ["LD_PRELOAD": "librsvg-2.so.2 libgdk_pixbuf-2.0.so.0 libpoppler-glib.so.8"])
        ]

    /// The builds named in `BENCH_COLDSTART_BUILDS`.
    static var buildVariants: [Variant] {
        let list = ProcessInfo.processInfo.environment["BENCH_COLDSTART_BUILDS"] ?? ""
        return list.split(separator: ",").compactMap { (pair: Substring) -> Variant? in
            let parts = pair.split(separator: "=", maxSplits: 1)
            return parts.count == 2 ? Variant(name: String(parts[0]), executable: String(parts[1])) : nil
        }
    }

    /// Runs the baseline `tool` command (whose last argument is its output file), every
    /// variant and the Swift floor in rotation, and prints each variant's ratio to the baseline.
    ///
    /// - Throws: ``BenchError`` when a run fails or a variant's image differs from the baseline's.
    static func run(tool: [String], swiftFloor: [String]?, folder: URL) throws {
        let iterations = Bench.iterationsOverride ?? 60
        let variants = runtimeVariants + buildVariants
        var commands: [(arguments: [String], environment: [String: String])] = [(tool, [:])]
        for (index, variant) in variants.enumerated() {
            var arguments = Array(tool.dropLast()) + [folder.appendingPathComponent("variant-\(index).png").path]
            if let executable = variant.executable { arguments[0] = executable }
            commands.append((arguments, variant.environment))
        }
        if let swiftFloor { commands.append((swiftFloor, [:])) }
        var runs = Array(repeating: [ProcessRun](), count: commands.count)
        for round in 0..<(iterations + 1) {
            for step in 0..<commands.count {
                let index = (round + step) % commands.count
                let run = try ProcessRun.time(commands[index].arguments, environment: commands[index].environment)
                if round > 0 { runs[index].append(run) }
            }
        }
        let baseline = try Data(contentsOf: URL(fileURLWithPath: tool[tool.count - 1]))
        let wall = runs.map { Bench.median($0.map(\.wall)) }
        let processor = runs.map { Bench.median($0.map(\.processor)) }
        print("")
        print("Start-up mechanisms: each turned off, \(iterations) runs each, rotating with the baseline, medians")
        print(Bench.pad("", 48) + Bench.pad("wall", 11) + Bench.pad("processor", 12) + "without / with (wall, processor)")
        print(Bench.pad("baseline: widget-render render weather", 48) + Bench.pad(String(format: "%.1f ms", wall[0]), 11) + String(format: "%.1f ms", processor[0]))
        for (offset, variant) in variants.enumerated() {
            let index = offset + 1
            let bytes = try Data(contentsOf: URL(fileURLWithPath: commands[index].arguments[commands[index].arguments.count - 1]))
            guard bytes == baseline else { throw BenchError("\(variant.name): the image differs from the baseline's") }
            let ratio = wall[index] / wall[0]
            print(
                Bench.pad(variant.name, 48) + Bench.pad(String(format: "%.1f ms", wall[index]), 11) + Bench.pad(String(format: "%.1f ms", processor[index]), 12)
                    + String(format: "%.3f× (%+.1f %%), %.3f×", ratio, (ratio - 1) * 100, processor[index] / processor[0]))
        }
        if swiftFloor != nil, let floor = wall.last, floor > 0 {
            print(
                Bench.pad("Swift floor", 48) + Bench.pad(String(format: "%.1f ms", floor), 11) + Bench.pad(String(format: "%.1f ms", processor[processor.count - 1]), 12)
                    + String(format: "widget-render / Swift floor: %.2f× wall, %.2f× processor (goal ≤ 1.2×)", wall[0] / floor, processor[0] / processor[processor.count - 1]))
        }
    }
}
