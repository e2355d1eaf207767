import Foundation
import WidgetRender

/// Renders fuzzed trees in every family and checks what must always hold: the render
/// succeeds and its layout is finite and well formed. A watchdog ends the process, naming the
/// tree, when one render hangs.
///
/// ```swift
/// let report = try FuzzRunner(seed: 1, count: 100).run()
/// report.failures   // [] when every tree rendered
/// ```
public struct FuzzRunner {
    /// The families each tree renders in: every iPhone family.
    public static let families: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge, .accessoryCircular, .accessoryRectangular, .accessoryInline]

    /// The seed of the tree generator.
    public var seed: UInt64
    /// The index of the first tree rendered (trees before it are generated and skipped).
    public var start = 0
    /// How many trees are rendered.
    public var count: Int
    /// Seconds one tree may take in all families before the watchdog ends the process:
    /// ``defaultWatchdogSeconds``.
    public var watchdogSeconds: Double = FuzzRunner.defaultWatchdogSeconds

    /// 30 s, or `WIDGET_RENDER_FUZZ_WATCHDOG_SECONDS` when set to a positive number. The
    /// slowest tree of the test seeds takes about 1.5 s in a debug build on an idle machine but
    /// went over 10 s on a machine running other builds, and a hang never ends, so the limit
    /// leaves that room; builds under ThreadSanitizer or AddressSanitizer run 5–20 times
    /// slower, so `make sanitize` allows 120 s.
    public static var defaultWatchdogSeconds: Double {
        let text = ProcessInfo.processInfo.environment["WIDGET_RENDER_FUZZ_WATCHDOG_SECONDS"] ?? ""
        guard let seconds = Double(text), seconds.isFinite, seconds > 0 else { return 30 }
        return seconds
    }

    /// Creates a runner for `count` trees of `seed`.
    public init(seed: UInt64, count: Int, start: Int = 0) {
        self.seed = seed
        self.count = count
        self.start = start
    }

    /// One tree that broke an invariant.
    public struct Failure: Sendable, CustomStringConvertible {
        /// The tree's seed and index.
        public var seed: UInt64, index: Int
        /// The family it failed in.
        public var family: WidgetFamily
        /// What went wrong.
        public var problem: String
        /// The tree's source.
        public var source: String

        /// The seed, tree, family and problem, then the tree's source on the next line.
        public var description: String { "seed \(seed) tree \(index) (\(family)): \(problem)\n  \(source)" }
    }

    /// What a run found.
    public struct Report: Sendable {
        /// Trees rendered (each in every family).
        public var trees = 0
        /// Renders made.
        public var renders = 0
        /// Broken invariants.
        public var failures: [Failure] = []
        /// The slowest tree: its index, milliseconds over all families, and source.
        public var slowest: (index: Int, milliseconds: Double, source: String)?
    }

    /// Renders the trees.
    ///
    /// - Throws: ``WidgetRenderError`` when the renderer cannot be made.
    public func run(progress: (Int) -> Void = { _ in }) throws -> Report {
        let renderer = try WidgetRenderer()
        var fuzzer = ViewFuzzer(seed: seed)
        for _ in 0..<start { _ = fuzzer.tree() }
        let watchdog = Watchdog(seconds: watchdogSeconds)
        var report = Report()
        let clock = ContinuousClock()
        for offset in 0..<count {
            let index = start + offset
            let tree = fuzzer.tree()
            watchdog.arm("seed \(seed) tree \(index)", source: tree.source)
            let began = clock.now
            for family in FuzzRunner.families {
                report.renders += 1
                if let problem = check(tree, family: family, renderer: renderer) {
                    report.failures.append(Failure(seed: seed, index: index, family: family, problem: problem, source: tree.source))
                }
            }
            watchdog.disarm()
            let elapsed = clock.now - began
            let ms = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
            if ms > (report.slowest?.milliseconds ?? -1) { report.slowest = (index, ms, tree.source) }
            report.trees += 1
            progress(report.trees)
        }
        return report
    }

    private func check(_ tree: FuzzTree, family: WidgetFamily, renderer: WidgetRenderer) -> String? {
        let image: RenderedImage
        do {
            image = try renderer.render(tree.view.containerBackground(.white, for: .widget), in: FuzzRunner.context(for: family))
        } catch {
            return "render failed: \(error)"
        }
        var problems: [String] = []
        image.layout.forEach { node in
            let f = node.frame
            if ![f.minX, f.minY, f.width, f.height].allSatisfy(\.isFinite) || f.width < 0 || f.height < 0 {
                problems.append("\(node.name) has frame \(f)")
            }
        }
        if image.pixelWidth <= 0 { problems.append("no pixels") }
        return problems.isEmpty ? nil : problems.prefix(3).joined(separator: "; ")
    }
}
