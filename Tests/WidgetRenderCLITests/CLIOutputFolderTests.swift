import Foundation
import Testing

/// `render-all --output`: the whole path is checked before any folder is created, and every
/// failure is exit 73 with a message naming the part that is wrong (never a Foundation error).
@Suite("widget-render render-all output folder")
struct CLIOutputFolderTests {
    /// Runs `render-all --output <output>` expecting exit 73, nothing on stdout, and the one line
    /// `widget-render: <message>` on stderr.
    private func expectCannotCreate(_ output: String, _ message: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let r = try CLIRunner.run(["render-all", "--output", output])
        #expect(r.exitCode == 73, sourceLocation: sourceLocation)
        #expect(r.stdout.isEmpty, sourceLocation: sourceLocation)
        #expect(r.stderr == "widget-render: \(message)\n", sourceLocation: sourceLocation)
        #expect(!r.stderr.contains("NSCocoaErrorDomain") && !r.stderr.contains("error 512"), sourceLocation: sourceLocation)
    }

    @Test func aNameOverNameMaxCreatesNothing() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let long = String(repeating: "d", count: 256)
        let output = dir.path + "/a/\(long)/b"
        try expectCannotCreate(
            output,
            "cannot create folder \"\(output)\": the name \"\(long)\" is 256 bytes, more than the 255 bytes a name may have; choose shorter folder names"
        )
        #expect(try CLIRunner.names(in: dir).isEmpty)
    }

    @Test func aPathOverPathMaxCreatesNothing() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // 2,100 nested one-letter folders: every name is short, the path is not.
        let output = dir.path + String(repeating: "/a", count: 2_100)
        let r = try CLIRunner.run(["render-all", "--output", output])
        #expect(r.exitCode == 73)
        #expect(r.stderr.hasPrefix("widget-render: cannot create folder \"\(output)\": the path is \(output.utf8.count) bytes and its files' paths would be up to "))
        #expect(r.stderr.hasSuffix(", more than the 4095 bytes a path may have; choose a shorter path\n"))
        #expect(try CLIRunner.names(in: dir).isEmpty)
    }

    @Test func aRegularFileInThePathIsNamed() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("file").path
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        try expectCannotCreate(file + "/sheet/deeper", "cannot create folder \"\(file)/sheet/deeper\": \"\(file)\" is a regular file, not a folder; choose another output folder")
        try expectCannotCreate(file, "cannot create folder \"\(file)\": \"\(file)\" is a regular file, not a folder; choose another output folder")
        #expect(try CLIRunner.names(in: dir) == ["file"])
    }

    @Test func aFIFOOrADanglingSymlinkInThePathIsNamed() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("pipe")
        try SpecialFiles.fifo(fifo)
        try expectCannotCreate(fifo.path + "/sheet", "cannot create folder \"\(fifo.path)/sheet\": \"\(fifo.path)\" is a FIFO, not a folder; choose another output folder")
        let link = dir.appendingPathComponent("link").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "gone")
        try expectCannotCreate(
            link + "/sheet",
            "cannot create folder \"\(link)/sheet\": \"\(link)\" is a symlink to \"\(dir.path)/gone\", which does not exist; choose another output folder"
        )
        #expect(try CLIRunner.names(in: dir) == ["link", "pipe"])
    }

    @Test func missingFoldersAreCreatedThroughASymlinkToAFolder() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("real"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("link").path, withDestinationPath: "real")
        let output = dir.path + "/link/a/b"
        let r = try CLIRunner.run(["render-all", "--output", output, "--device", "watch45mm"])
        #expect(r.exitCode == 0, "stderr: \(r.stderr)")
        // On the watch only the watch families exist: the widgets that have them × light and dark.
        let expected = CLIRunner.renderAllFiles(on: .watch45mm)
        #expect(expected.allSatisfy { !$0.contains("-system") } && expected.contains("steps-accessoryRectangular-dark.png") && expected.contains("countdown-accessoryCircular-light.png"))
        #expect(r.stdout.split(separator: "\n").count == expected.count)
        #expect(try CLIRunner.names(in: dir.appendingPathComponent("real/a/b")) == expected)
    }
}
