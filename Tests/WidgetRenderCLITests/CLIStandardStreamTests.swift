import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The standard streams closed, full or odd: no trap, the render's exit code kept, lost output
/// reported with 74, entries read from any stream with a bound.
@Suite("widget-render standard streams")
struct CLIStandardStreamTests {
    private static let steps = """
        {"date": "2026-06-01T14:30:00Z", "steps": 12000, "goal": 10000, "distanceKilometres": 9.1, "hourly": [100, 200, 300]}
        """

    @Test func aUsageErrorWithStandardErrorClosedIsStillAUsageError() throws {
        let r = try CLIRunner.run(["render", "nosuchwidget", "-o", "x.png"], redirections: "2>&-")
        #expect(r.exitCode == 64, "\(r.stderr)")
    }

    @Test func aRenderWithAWarningAndStandardErrorClosedKeepsItsFileAndCode() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let output = dir.appendingPathComponent("w.png").path
        // A dark widget in the light scheme prints nothing; a missing symbol would warn: the
        // gallery renders cleanly, so a warning is provoked by an option the system adjusts.
        let r = try CLIRunner.run(["render", "steps", "--mode", "accented", "--os", "iOS17", "-o", output], redirections: "2>&-")
        #expect(r.exitCode == 0)
        #expect(FileManager.default.fileExists(atPath: output))
        let shown = try CLIRunner.run(["render", "steps", "--mode", "accented", "--os", "iOS17", "-o", output])
        #expect(shown.exitCode == 0 && shown.stderr.contains("iOS 17 has no accented Home Screen"), "the case above must warn: \(shown.stderr)")
    }

    @Test func listingIntoAClosedStandardOutputExits74() throws {
        let r = try CLIRunner.run(["list"], redirections: ">&-")
        #expect(r.exitCode == 74)
        #expect(r.stderr.hasPrefix("widget-render: cannot write to standard output: Bad file descriptor; the output is lost."), "\(r.stderr)")
    }

    @Test(arguments: [["list"], ["list", "--json"], ["--help"], ["render", "--help"]])
    func outputIntoAFullDeviceExits74(arguments: [String]) throws {
        guard SpecialFiles.canMakeDevices else { return }
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // A device node of our own with /dev/full's numbers (1, 7), in our own folder.
        let full = dir.appendingPathComponent("full")
        try #require(mknod(full.path, S_IFCHR | 0o644, dev_t((1 << 8) | 7)) == 0)
        let r = try CLIRunner.run(arguments, redirections: "> \"\(full.path)\"")
        #expect(r.exitCode == 74, "\(arguments): \(r.stderr)")
        #expect(r.stderr.contains("No space left on device"), "\(r.stderr)")
        #expect(SpecialFiles.type(full) == S_IFCHR)
    }

    @Test func anEntryFromAFifoIsRead() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("entry.fifo")
        try SpecialFiles.fifo(fifo)
        let writer = Thread {
            let fd = open(fifo.path, O_WRONLY)
            guard fd >= 0 else { return }
            _ = Array(Self.steps.utf8).withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            close(fd)
        }
        writer.start()
        let r = try CLIRunner.run(["render", "steps", "--entry", fifo.path, "-o", "-"])
        #expect(r.exitCode == 0, "\(r.stderr)")
        #expect(CLIRunner.pngSize(r.stdoutData) != nil)
    }

    @Test func aClosedOrFolderStandardInputIsANoInputError() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let closed = try CLIRunner.run(["render", "steps", "--entry", "-", "-o", "-"], redirections: "<&-")
        #expect(closed.exitCode == 66)
        #expect(closed.stderr == "widget-render: cannot read standard input: it is closed; pipe the JSON in (--entry - < entry.json) or name a file (--entry entry.json)\n")
        let folder = try CLIRunner.run(["render", "steps", "--entry", "-", "-o", "-"], redirections: "< \"\(dir.path)\"")
        #expect(folder.exitCode == 66)
        #expect(folder.stderr.hasPrefix("widget-render: cannot read standard input: it is a folder;"), "\(folder.stderr)")
    }

    @Test func anEntryOverTheLimitIsRefusedWithoutReadingOn() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let huge = dir.appendingPathComponent("huge.json")
        try #require(FileManager.default.createFile(atPath: huge.path, contents: nil))
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: UInt64(65 << 20))  // sparse: 65 MiB of zeros on no disk
        try handle.close()
        let r = try CLIRunner.run(["render", "steps", "--entry", huge.path, "-o", "-"])
        #expect(r.exitCode == 65)
        #expect(r.stderr == "widget-render: entry \"\(huge.path)\" is larger than 64 MiB, more than any widget entry; pass a JSON file of the entry itself\n")
        #expect(r.stdoutData.isEmpty)
    }
}
