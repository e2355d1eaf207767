import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The tool's caches (fontconfig's, the SVG rasters) in a private `XDG_CACHE_HOME`, damaged or
/// replaced by special files: every run still ends, in time, with the same bytes, and a cache
/// file that does not check out is replaced. Each run has a watchdog, so a regression fails
/// rather than hangs.
@Suite("widget-render cache files")
struct CLICacheFileTests {
    /// A widget with SF Symbols, so that the SVG raster cache is written and read.
    static let render = ["render", "weather", "--family", "systemMedium", "-o", "-"]

    /// A folder with a `cache` folder for XDG_CACHE_HOME.
    struct Home {
        let folder: URL
        var cache: URL { folder.appendingPathComponent("cache") }
        var environment: [String: String] { ["XDG_CACHE_HOME": cache.path] }

        init() throws { folder = try CLIRunner.temporaryFolder() }

        func remove() { try? FileManager.default.removeItem(at: folder) }

        func run(_ arguments: [String] = CLICacheFileTests.render, extra: [String: String] = [:], fileSizeLimitBlocks: Int? = nil) throws -> CLIResult {
            try CLIRunner.run(arguments, fileSizeLimitBlocks: fileSizeLimitBlocks, environment: environment.merging(extra) { $1 }, timeout: 120)
        }

        /// The one fontconfig cache folder.
        func fontFolder() throws -> URL {
            let root = cache.appendingPathComponent("widget-render")
            let name = try #require(try CLIRunner.names(in: root).first { $0.hasPrefix("fontconfig-") })
            return root.appendingPathComponent(name)
        }

        /// fontconfig's cache file.
        func fontCacheFile() throws -> URL {
            let folder = try fontFolder()
            let name = try #require(try CLIRunner.names(in: folder).first { $0.contains(".cache-") && !$0.hasSuffix(".NEW") && !$0.hasSuffix(".LCK") })
            return folder.appendingPathComponent(name)
        }

        /// The SVG raster cache folder.
        var rasterFolder: URL { cache.appendingPathComponent("widget-render/svg-rasters-2") }

        func rasters() throws -> [URL] {
            try CLIRunner.names(in: rasterFolder).filter { $0.hasSuffix(".raster") }.map { rasterFolder.appendingPathComponent($0) }
        }
    }

    /// The render's PNG, checked to be one.
    private func reference(_ home: Home) throws -> Data {
        let r = try home.run()
        #expect(r.exitCode == 0 && !r.timedOut, "\(r.stderr)")
        #expect(CLIRunner.pngSize(r.stdoutData) != nil)
        return r.stdoutData
    }

    @Test func aFlippedBitInTheFontCacheIsFoundAndTheCacheRebuilt() throws {
        let home = try Home()
        defer { home.remove() }
        let png = try reference(home)
        let file = try home.fontCacheFile()
        let original = try Data(contentsOf: file)
        #expect(try CLIRunner.names(in: home.fontFolder()).contains("checksums"))
        // A bit in the middle of the patterns, the file's size and dates kept.
        var damaged = original
        damaged[damaged.count / 2] ^= 0x10
        try CacheDamage.overwrite(file, with: damaged)

        let r = try home.run()
        #expect(r.exitCode == 0 && !r.timedOut, "\(r.stderr)")
        #expect(r.printed(png), "a damaged font cache never changes the pixels")
        #expect(try Data(contentsOf: file) == original, "the cache was written again")
        #expect(r.stderr.contains("does not match its checksum"), "\(r.stderr)")
        let again = try home.run()
        #expect(again.printed(png) && !again.stderr.contains("font cache"), "\(again.stderr)")
    }

    @Test func aFIFOAtTheFontCacheFileIsReplaced() throws {
        let home = try Home()
        defer { home.remove() }
        let png = try reference(home)
        let file = try home.fontCacheFile()
        try FileManager.default.removeItem(at: file)
        try SpecialFiles.fifo(file)

        let r = try home.run()
        #expect(!r.timedOut, "a FIFO at the font cache hung the render")
        #expect(r.exitCode == 0 && r.printed(png), "\(r.stderr)")
        #expect(SpecialFiles.type(file) == S_IFREG, "the cache was written again")
    }

    @Test func aFIFOAtARasterOrAtTheLibrarysStampIsAMiss() throws {
        let home = try Home()
        defer { home.remove() }
        let png = try reference(home)
        let rasters = try home.rasters()
        try #require(!rasters.isEmpty, "the widget draws symbols")
        let stamp = home.rasterFolder.appendingPathComponent("librsvg")
        for file in rasters.prefix(1) + [stamp] {
            try FileManager.default.removeItem(at: file)
            try SpecialFiles.fifo(file)
        }
        let r = try home.run()
        #expect(!r.timedOut, "a FIFO in the raster cache hung the render")
        #expect(r.exitCode == 0 && r.printed(png), "\(r.stderr)")
        #expect(SpecialFiles.type(stamp) == S_IFREG, "the stamp was written again")

        // With a valid stamp, a FIFO at a raster's name is read past and replaced.
        let raster = try #require(try home.rasters().first)
        try FileManager.default.removeItem(at: raster)
        try SpecialFiles.fifo(raster)
        let second = try home.run()
        #expect(!second.timedOut, "a FIFO at a raster's name hung the render")
        #expect(second.exitCode == 0 && second.printed(png), "\(second.stderr)")
        #expect(SpecialFiles.type(raster) == S_IFREG, "the raster was written again")
    }

    @Test func aSymlinkAtARastersNameIsNeitherReadNorDated() throws {
        let home = try Home()
        defer { home.remove() }
        let png = try reference(home)
        let raster = try #require(try home.rasters().first)
        // The link points at a valid raster two days old, which a read would date again.
        let target = home.folder.appendingPathComponent("target.raster")
        try FileManager.default.moveItem(at: raster, to: target)
        let old = Date().addingTimeInterval(-2 * 24 * 3600)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: target.path)
        try FileManager.default.createSymbolicLink(at: raster, withDestinationURL: target)

        let r = try home.run()
        #expect(r.exitCode == 0 && !r.timedOut && r.printed(png), "\(r.stderr)")
        let dated = try #require(try FileManager.default.attributesOfItem(atPath: target.path)[.modificationDate] as? Date)
        #expect(abs(dated.timeIntervalSince(old)) < 1, "the link's target keeps its date")
        #expect(SpecialFiles.type(raster) == S_IFREG, "the link was replaced by a raster of ours")
    }

    @Test func fontconfigsDebugVariablesDoNotReachStandardOutput() throws {
        let home = try Home()
        defer { home.remove() }
        let png = try reference(home)
        for value in ["1", "65535"] {
            let r = try home.run(extra: ["FC_DEBUG": value, "FC_DBG_MATCH_FILTER": "family"])
            #expect(r.exitCode == 0 && !r.timedOut, "\(r.stderr)")
            #expect(r.printed(png), "FC_DEBUG=\(value): standard output is the PNG alone")
        }
    }

    @Test(.fileSizeLimitsApply) func aFontCacheWriteThatFailsLeavesNoPartialFile() throws {
        let home = try Home()
        defer { home.remove() }
        let png = try CLIRunner.run(CLICacheFileTests.render, environment: ["XDG_CACHE_HOME": home.folder.appendingPathComponent("other").path], timeout: 120).stdoutData
        // 50 KiB: the PNG goes to a pipe, the font cache (some 130 KB) cannot be written.
        let r = try home.run(fileSizeLimitBlocks: 100)
        #expect(r.exitCode == 0 && !r.timedOut, "\(r.stderr)")
        #expect(r.printed(png))
        // fontconfig's own `write cache: …` line never reaches standard error: ours says why.
        #expect(r.stderrLines.count == 1, "\(r.stderr)")
        #expect(r.stderr.hasPrefix("widget-render: warning: the font cache in ") && r.stderr.contains("cannot be written (File too large)"), "\(r.stderr)")
        let names = try CLIRunner.names(in: home.fontFolder())
        #expect(!names.contains { $0.hasSuffix(".NEW") || $0.hasSuffix(".LCK") || $0.contains(".TMP-") }, "\(names)")
    }
}

/// Damaging a cache file the way a flipped bit on disk would: its size and dates kept.
enum CacheDamage {
    /// Writes `bytes` (of the file's size) over `file` in place and restores its access and
    /// modification times with `utimensat`.
    static func overwrite(_ file: URL, with bytes: Data) throws {
        var info = stat()
        guard stat(file.path, &info) == 0 else { throw SpecialFiles.Failure(description: "stat \(file.path)") }
        let fd = open(file.path, O_WRONLY)
        guard fd >= 0 else { throw SpecialFiles.Failure(description: "open \(file.path)") }
        let written = bytes.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
        close(fd)
        guard written == bytes.count else { throw SpecialFiles.Failure(description: "write \(file.path)") }
        let times = [info.st_atim, info.st_mtim]
        guard utimensat(AT_FDCWD, file.path, times, 0) == 0 else { throw SpecialFiles.Failure(description: "utimensat \(file.path)") }
    }
}
