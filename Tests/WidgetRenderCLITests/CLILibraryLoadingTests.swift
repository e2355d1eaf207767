import Foundation
import Testing

/// The libraries a `widget-render` process opens: librsvg only when a symbol is not in the
/// raster cache yet, gdk-pixbuf only for an encoded image; and the same bytes either way.
/// What the process opened is read from glibc's own trace of it (`LD_DEBUG=files`).
@Suite("widget-render library loading")
struct CLILibraryLoadingTests {
    private func render(_ output: URL, environment: [String: String]) throws -> CLIResult {
        try CLIRunner.run(["render", "weather", "--family", "systemSmall", "-o", output.path], environment: environment.merging(["LD_DEBUG": "files"]) { $1 })
    }

    private func opened(_ result: CLIResult, _ library: String) -> Bool {
        result.stderrLines.contains { $0.contains("file=" + library) }
    }

    @Test func aSecondRenderDrawsItsSymbolFromTheCacheWithoutOpeningLibrsvg() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let cache = ["XDG_CACHE_HOME": dir.appendingPathComponent("cache").path]

        let first = try render(dir.appendingPathComponent("first.png"), environment: cache)
        #expect(first.exitCode == 0, "\(first.stderr)")
        #expect(opened(first, "librsvg-2.so"), "the first render draws the sun with librsvg")
        let kept = try CLIRunner.names(in: dir.appendingPathComponent("cache/widget-render/svg-rasters-2"))
        #expect(kept.contains("librsvg") && kept.contains { $0.hasSuffix(".raster") }, "\(kept)")

        let second = try render(dir.appendingPathComponent("second.png"), environment: cache)
        #expect(second.exitCode == 0, "\(second.stderr)")
        #expect(!opened(second, "librsvg-2.so"), "the second render finds every raster in the cache")
        #expect(!opened(second, "libgdk_pixbuf"), "no encoded image is drawn")
        #expect(opened(second, "libpango-1.0.so"), "the trace is read: Pango is opened at start-up")

        // No cache folder at all: HOME under a regular file, no XDG_CACHE_HOME.
        try Data().write(to: dir.appendingPathComponent("home"))
        let uncached = try render(dir.appendingPathComponent("uncached.png"), environment: ["XDG_CACHE_HOME": "", "HOME": dir.path + "/home/none"])
        #expect(uncached.exitCode == 0, "\(uncached.stderr)")
        #expect(opened(uncached, "librsvg-2.so"))

        let reference = try Data(contentsOf: dir.appendingPathComponent("uncached.png"))
        #expect(try Data(contentsOf: dir.appendingPathComponent("first.png")) == reference)
        #expect(try Data(contentsOf: dir.appendingPathComponent("second.png")) == reference, "a raster read back draws the same bytes")
    }

    @Test func aTraceLongerThanAPipeBufferIsReadWhole() throws {
        // glibc's trace of every symbol binding runs to hundreds of kilobytes on standard
        // error while the PNG goes to standard output: the runner drains both at once (read one
        // after the other, the tool would block on a full pipe; it did under AddressSanitizer,
        // whose symboliser writes the trace of its own start-up there at exit).
        let result = try CLIRunner.run(["render", "weather", "--family", "systemSmall", "-o", "-"], environment: ["LD_DEBUG": "bindings"])
        #expect(result.exitCode == 0)
        #expect(result.stderr.utf8.count > 1 << 16, "\(result.stderr.utf8.count) bytes of trace")
        #expect(result.stdoutData.starts(with: [137, 80, 78, 71]), "the PNG on standard output")
    }
}
