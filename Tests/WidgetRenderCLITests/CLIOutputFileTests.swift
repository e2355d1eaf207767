import Foundation
import Testing

/// `render -o`: what is replaced, what is refused (exit 73), and `-o -`.
@Suite("widget-render output files")
struct CLIOutputFileTests {
    private let refusalFix = "choose a path that is a regular file or does not exist yet"

    @Test func aFIFOIsRefusedWith73AndLeftAsItWas() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("pipe.png")
        try SpecialFiles.fifo(fifo)
        let r = try CLIRunner.run(["render", "steps", "-o", fifo.path])
        #expect(r.exitCode == 73)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr == "widget-render: cannot write \"\(fifo.path)\": it is a FIFO, not a regular file; \(refusalFix)\n")
        #expect(SpecialFiles.type(fifo) == S_IFIFO)
        #expect(try CLIRunner.names(in: dir) == ["pipe.png"])
    }

    @Test(.enabled(if: SpecialFiles.canMakeDevices, "needs CAP_MKNOD to make a device node in a temporary folder"))
    func aDeviceIsRefusedWith73AndLeftAsItWas() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let device = dir.appendingPathComponent("null")
        try SpecialFiles.device(device)
        let r = try CLIRunner.run(["render", "steps", "-o", device.path])
        #expect(r.exitCode == 73)
        #expect(r.stderr == "widget-render: cannot write \"\(device.path)\": it is a character device, not a regular file; \(refusalFix)\n")
        #expect(SpecialFiles.type(device) == S_IFCHR)
        #expect(try CLIRunner.names(in: dir) == ["null"])
    }

    @Test func aSymlinkIsWrittenThroughAndADanglingOneCreatesItsTarget() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let existing = dir.appendingPathComponent("existing.png")
        try Data("old".utf8).write(to: existing)
        let link = dir.appendingPathComponent("link.png")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "existing.png")
        let dangling = dir.appendingPathComponent("dangling.png")
        try FileManager.default.createSymbolicLink(atPath: dangling.path, withDestinationPath: "new.png")

        for path in [link.path, dangling.path] {
            let r = try CLIRunner.run(["render", "steps", "-o", path])
            #expect(r.exitCode == 0, "stderr: \(r.stderr)")
            #expect(r.stdout == path + "\n")
        }
        #expect(SpecialFiles.type(link) == S_IFLNK)
        #expect(SpecialFiles.type(dangling) == S_IFLNK)
        #expect(try #require(CLIRunner.pngSize(try Data(contentsOf: existing))) == (488, 488))
        #expect(try #require(CLIRunner.pngSize(try Data(contentsOf: dir.appendingPathComponent("new.png")))) == (488, 488))
        #expect(try CLIRunner.names(in: dir) == ["dangling.png", "existing.png", "link.png", "new.png"])
    }

    @Test func aFileNameOf255BytesIsWritten() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let name = String(repeating: "n", count: 251) + ".png"
        let path = dir.appendingPathComponent(name).path
        let r = try CLIRunner.run(["render", "steps", "-o", path])
        #expect(r.exitCode == 0, "stderr: \(r.stderr)")
        #expect(try CLIRunner.names(in: dir) == [name])
    }

    @Test func aStaleTemporaryFileOfADeadWriterIsRemovedByTheNextWrite() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let stale = ".widget-render-\(try SpecialFiles.deadProcessID()).k9Zq2B"
        try Data([0x89, 0x50]).write(to: dir.appendingPathComponent(stale))
        let r = try CLIRunner.run(["render", "steps", "-o", dir.appendingPathComponent("steps.png").path])
        #expect(r.exitCode == 0, "stderr: \(r.stderr)")
        #expect(try CLIRunner.names(in: dir) == ["steps.png"])
    }

    @Test(.fileSizeLimitsApply) func aWriteCutShortByAFileSizeLimitExits73AndLeavesNoFile() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("steps.png").path
        // A cache folder of its own, warmed first: under the limit a cache could not be
        // written either, and that warning is another test's (CLICacheFileTests).
        let cache = ["XDG_CACHE_HOME": dir.appendingPathComponent("cache").path]
        let warm = try CLIRunner.run(["render", "steps", "-o", dir.appendingPathComponent("warm.png").path], environment: cache)
        #expect(warm.exitCode == 0, "\(warm.stderr)")
        try FileManager.default.removeItem(at: dir.appendingPathComponent("warm.png"))
        // 8 blocks of 512 bytes: less than the 25 kB PNG.
        let r = try CLIRunner.run(["render", "steps", "-o", path], fileSizeLimitBlocks: 8, environment: cache)
        #expect(r.exitCode == 73)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr == "widget-render: cannot write \"\(path)\": File too large; the file is larger than this process may write (ulimit -f); raise the limit or choose another output folder\n")
        #expect(try CLIRunner.names(in: dir) == ["cache"])
    }

    @Test func dashWritesThePNGToStandardOutputAndNothingElse() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("steps.png")
        let toFile = try CLIRunner.run(["render", "steps", "--family", "systemMedium", "-o", file.path])
        #expect(toFile.exitCode == 0, "stderr: \(toFile.stderr)")

        let r = try CLIRunner.run(["render", "steps", "--family", "systemMedium", "-o", "-"], in: dir)
        #expect(r.exitCode == 0, "stderr: \(r.stderr)")
        #expect(r.stderr.isEmpty)
        #expect(try #require(CLIRunner.pngSize(r.stdoutData)) == (1034, 488))
        #expect(r.stdoutData == (try Data(contentsOf: file)), "the same bytes as the file, with nothing before or after")
        let long = try CLIRunner.run(["render", "steps", "--output=-"], in: dir)
        #expect(long.exitCode == 0)
        #expect(try #require(CLIRunner.pngSize(long.stdoutData)) == (488, 488))
        #expect(try CLIRunner.names(in: dir) == ["steps.png"], "no file named \"-\"")
    }

    @Test func dashIsNotAFolderForRenderAll() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["render-all", "--output", "-"], in: dir)
        #expect(try CLIRunner.names(in: dir).isEmpty, "no folder named \"-\"")
        #expect(r.exitCode == 64)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr == "widget-render: render-all writes many files, so it needs a folder, not \"-\" (standard output); use render <widget> -o - for one PNG\n")
    }
}
