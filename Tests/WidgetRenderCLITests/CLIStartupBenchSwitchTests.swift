import Foundation
import Testing

/// The bench's start-up switches (`WIDGET_RENDER_BENCH_NO_<X>`, DocC: *Benchmarks*) change how
/// long a `widget-render` process takes, never what it writes.
@Suite("widget-render start-up bench switches")
struct CLIStartupBenchSwitchTests {
    static let switches = [
        "WIDGET_RENDER_BENCH_NO_PROCESS_DEFAULT_FONTS", "WIDGET_RENDER_BENCH_NO_FONT_CACHE", "WIDGET_RENDER_BENCH_NO_SVG_CACHE",
        "WIDGET_RENDER_BENCH_NO_MANIFEST_READER", "WIDGET_RENDER_BENCH_NO_RESOURCE_SHORTCUT", "WIDGET_RENDER_BENCH_NO_ONE_RENDER_HEAP",
    ]

    @Test(arguments: [nil] + switches)
    func aRenderIsTheSameBytesWithTheSwitch(_ name: String?) throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        var environment = ["XDG_CACHE_HOME": dir.appendingPathComponent("cache").path]
        func render(_ file: String) throws -> Data {
            let output = dir.appendingPathComponent(file)
            let result = try CLIRunner.run(["render", "weather", "--family", "systemSmall", "-o", output.path], environment: environment)
            #expect(result.exitCode == 0, "\(result.stderr)")
            return try Data(contentsOf: output)
        }
        let reference = try render("reference.png")  // fills the caches
        if let name { environment[name] = "1" }
        #expect(try render("switched.png") == reference, "\(name ?? "no switch"): the same bytes")
    }
}
