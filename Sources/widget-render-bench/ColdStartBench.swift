import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One whole `widget-render render <widget> --family systemSmall -o x.png` process against
/// `rsvg-convert` drawing an equivalent SVG (the same 474 × 474 pixels: a rounded gradient
/// card, four lines of text in three weights, one symbol), run alternately so that both see
/// the same machine, as medians and their ratio (goal ≤ 0.5×); and the processor time (user +
/// system) of the same runs, which a loaded machine disturbs less than the wall time (a
/// process that waits for its threads to be scheduled, as Pango's font matching does, loses
/// more wall time there than a single-threaded one).
///
/// `widget-render` is the one built beside this bench; `rsvg-convert` comes from the
/// `librsvg2-bin` package, which `make bench` installs. The first run of each is a warm-up
/// (it also writes the font cache, as any first run on a machine does).
///
/// When `BENCH_FLOOR` names the floor program (`Tests/Bench/floor.c`, which `make bench`
/// compiles), it runs in the same alternation: the same drawing with the same libraries and
/// none of the engine (no view tree, layout, symbols or checks), so the report shows how far
/// `widget-render` is above the least these libraries allow, and what a goal leaves for it.
/// `BENCH_SWIFT_FLOOR` (`Tests/Bench/swift-floor.swift`) is the same C run from a Swift
/// `main` linked as `widget-render` is: the least a Swift program drawing the card takes, what
/// the Swift runtime and Foundation add to start and end before any engine code runs.
enum ColdStartBench {
    /// The SVG `rsvg-convert` draws: what the weather widget's systemSmall shows.
    static let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" width="474" height="474" viewBox="0 0 158 158">
          <defs>
            <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stop-color="#2f7fe8"/><stop offset="1" stop-color="#5aa9f8"/>
            </linearGradient>
          </defs>
          <rect width="158" height="158" rx="22" fill="url(#sky)"/>
          <text x="16" y="34" font-family="sans-serif" font-weight="600" font-size="15" fill="#fff">Lisbon</text>
          <text x="16" y="80" font-family="sans-serif" font-weight="300" font-size="42" fill="#fff">23°</text>
          <circle cx="23" cy="116" r="6" fill="#ffcc00" stroke="#ffffff" stroke-opacity="0.4" stroke-width="2"/>
          <text x="34" y="121" font-family="sans-serif" font-weight="600" font-size="13" fill="#fff">Mostly Sunny</text>
          <text x="16" y="140" font-family="sans-serif" font-weight="500" font-size="13" fill="#fff">H:26° L:17°</text>
        </svg>
        """

    static func run() throws {
        let iterations = Bench.iterationsOverride ?? 40
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widget-render-bench-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let svgFile = folder.appendingPathComponent("weather.svg")
        try Data(svg.utf8).write(to: svgFile)

        let tool = Bundle.main.executableURL?.deletingLastPathComponent().appendingPathComponent("widget-render").path ?? "widget-render"
        guard let rsvg = executable(named: "rsvg-convert") else {
            print("cold start: rsvg-convert not found; install librsvg2-bin (make bench does)")
            return
        }
        let ours = [tool, "render", "weather", "--family", "systemSmall", "-o", folder.appendingPathComponent("weather.png").path]
        let theirs = [rsvg, svgFile.path, "-o", folder.appendingPathComponent("weather-rsvg.png").path]
        let floor = FloorProgram(environment: "BENCH_FLOOR")?
            .command(folder: folder, output: folder.appendingPathComponent("weather-floor.png").path)
        let swiftFloor = FloorProgram(environment: "BENCH_SWIFT_FLOOR")?
            .command(folder: folder, output: folder.appendingPathComponent("weather-swift-floor.png").path)
        var oursTimes: [ProcessRun] = []
        var theirTimes: [ProcessRun] = []
        var floorTimes: [ProcessRun] = []
        var swiftFloorTimes: [ProcessRun] = []
        for i in 0..<(iterations + 1) {
            let a = try ProcessRun.time(ours)
            let b = try ProcessRun.time(theirs)
            let c = try floor.map { try ProcessRun.time($0) }
            let d = try swiftFloor.map { try ProcessRun.time($0) }
            if i > 0 {
                oursTimes.append(a)
                theirTimes.append(b)
                if let c { floorTimes.append(c) }
                if let d { swiftFloorTimes.append(d) }
            }
        }
        let o = Bench.median(oursTimes.map(\.wall))
        let r = Bench.median(theirTimes.map(\.wall))
        let oc = Bench.median(oursTimes.map(\.processor))
        let rc = Bench.median(theirTimes.map(\.processor))
        print("")
        print("Cold start: one whole process, \(iterations) runs each, alternating, medians")
        print(Bench.pad("", 52) + Bench.pad("wall", 11) + "processor")
        print(Bench.pad("widget-render render weather --family systemSmall", 52) + Bench.pad(String(format: "%.1f ms", o), 11) + String(format: "%.1f ms", oc))
        print(Bench.pad("rsvg-convert on the equivalent SVG", 52) + Bench.pad(String(format: "%.1f ms", r), 11) + String(format: "%.1f ms", rc))
        printFloor(
            floorTimes, label: "floor: the same drawing in C, same libraries", name: "floor",
            meaning: "", against: (o, r, rc),
            missing: "floor: not measured (BENCH_FLOOR names no program; make bench compiles Tests/Bench/floor.c)")
        printFloor(
            swiftFloorTimes, label: "floor in a Swift process linked as widget-render", name: "Swift floor",
            meaning: ": the least a Swift widget-render can take", against: (o, r, rc),
            missing: "Swift floor: not measured (BENCH_SWIFT_FLOOR names no program; make bench builds Tests/Bench/swift-floor.swift)")
        print(String(format: "ratio (widget-render / rsvg-convert): %.2f× wall, %.2f× processor (goal ≤ 0.5×)", r > 0 ? o / r : 0, rc > 0 ? oc / rc : 0))
        try StartupSharesBench.run(tool: ours, swiftFloor: swiftFloor, folder: folder)
    }

    /// The row of a floor's runs and its ratio to `rsvg-convert`'s (`against`: widget-render's
    /// wall time, rsvg-convert's wall and processor times), or `missing` when it did not run.
    private static func printFloor(
        _ runs: [ProcessRun], label: String, name: String, meaning: String,
        against times: (ours: Double, rsvg: Double, rsvgProcessor: Double), missing: String
    ) {
        guard !runs.isEmpty else {
            print(missing)
            return
        }
        let wall = Bench.median(runs.map(\.wall))
        let processor = Bench.median(runs.map(\.processor))
        print(Bench.pad(label, 52) + Bench.pad(String(format: "%.1f ms", wall), 11) + String(format: "%.1f ms", processor))
        print(
            String(
                format: "%@ / rsvg-convert: %.2f× wall, %.2f× processor%@; widget-render above it: %.1f ms wall, %.2f× its time",
                name, times.rsvg > 0 ? wall / times.rsvg : 0, times.rsvgProcessor > 0 ? processor / times.rsvgProcessor : 0,
                meaning, times.ours - wall, wall > 0 ? times.ours / wall : 0))
    }

    private static func executable(named name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { access($0, X_OK) == 0 }
    }
}
