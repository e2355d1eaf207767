import Foundation
import Testing

@testable import WidgetRender

/// ``AtomicFileWriter``'s temporary files: short names whatever the destination's, never left
/// behind by a failure, and cleaned up after writers that died.
@Suite struct AtomicFileWriterTemporaryFileTests {
    @Test(arguments: [247, 248, 251, 255])
    func namesUpToNameMaxBytesAreWritten(length: Int) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let name = String(repeating: "w", count: length - 4) + ".png"
        try AtomicFileWriter.write([1, 2], to: folder.url(name))
        #expect(try folder.bytes(name) == [1, 2])
        #expect(try folder.names() == [name])
    }

    @Test func aNameOverNameMaxIsANamedError() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let name = String(repeating: "w", count: 252) + ".png"
        #expect(
            throws: WidgetRenderError(
                "cannot write \"\(folder.path(name))\": File name too long; the file name is 256 bytes, more than the 255 bytes a name may have; choose a shorter name"
            )
        ) {
            try AtomicFileWriter.write([1], to: folder.url(name))
        }
        #expect(try folder.names().isEmpty)
    }

    @Test func theTemporaryFileIsComplete0644AndNamedWithThePIDBesideTheTarget() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path("real"), withIntermediateDirectories: false)
        try folder.symlink("link.png", to: "real/widget.png")
        var seen: String?
        try AtomicFileWriter.write([1, 2, 3, 4], to: folder.url("link.png")) { temporary in
            seen = temporary
            let name = FilePath.name(of: temporary)
            #expect(FilePath.folder(of: temporary) == FilePath.canonical(folder.path("real")))
            #expect(name.hasPrefix(".widget-render-\(getpid())."))
            #expect(name.utf8.count == ".widget-render-\(getpid()).".utf8.count + 6)
            #expect(TemporaryFileName.pid(in: name) == getpid())
            let written = try Data(contentsOf: URL(fileURLWithPath: temporary))
            #expect(written == Data([1, 2, 3, 4]))
            #expect(folder.info("real/\(name)")?.permissions == 0o644)
        }
        let temporary = try #require(seen)
        #expect(!FileManager.default.fileExists(atPath: temporary))
        #expect(try folder.names(in: "real") == ["widget.png"])
    }

    @Test func aStaleTemporaryFileOfADeadProcessIsRemoved() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let dead = try ScratchFolder.deadProcessID()
        try folder.file(".widget-render-\(dead).Ab12Cd", [0, 0])
        try AtomicFileWriter.write([1], to: folder.url("widget.png"))
        #expect(try folder.names() == ["widget.png"])
    }

    /// A folder is cleaned at this process's first write into it, not at every write: a batch
    /// writing many files into one folder listed it once per file before.
    @Test func aFolderIsCleanedAtTheFirstWriteIntoIt() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let dead = try ScratchFolder.deadProcessID()
        try folder.file(".widget-render-\(dead).Ab12Cd", [0, 0])
        try AtomicFileWriter.write([1], to: folder.url("first.png"))
        #expect(try folder.names() == ["first.png"])
        // A writer that dies later leaves its file to the next process.
        try folder.file(".widget-render-\(dead).Ef34Gh", [0, 0])
        try AtomicFileWriter.write([2], to: folder.url("second.png"))
        #expect(try folder.names() == [".widget-render-\(dead).Ef34Gh", "first.png", "second.png"])
        // Another folder is cleaned at its own first write.
        let other = try ScratchFolder()
        defer { other.remove() }
        try other.file(".widget-render-\(dead).Ij56Kl", [0, 0])
        try AtomicFileWriter.write([3], to: other.url("third.png"))
        #expect(try other.names() == ["third.png"])
    }

    /// Thousands of entries fill several of `readdir`'s buffers; every name is read whole, and
    /// none past its entry (reading whole `dirent`s ran past a buffer's end and crashed).
    @Test func aFolderOfThousandsOfEntriesIsReadNameByName() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let dead = try ScratchFolder.deadProcessID()
        let names = (0..<3000).map { i in ".widget-render-\(dead).\(String(format: "%06d", i))" }
        for name in names { try folder.file(name, []) }
        for i in 0..<500 { try folder.file(String(repeating: "n", count: 1 + i % 200) + "\(i)", []) }
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY)
        defer { close(descriptor) }
        let removed = StaleTemporaryFiles.remove(inFolder: descriptor)
        #expect(removed.sorted() == names)
        #expect(try folder.names().count == 500)
    }

    @Test func aListedFolderIsKeptOpenSoThatItsInodeIsNotReused() throws {
        let cleaned = CleanedFolders(capacity: 2)
        let folders = try (0..<3).map { _ in try ScratchFolder() }
        defer { folders.forEach { $0.remove() } }
        let descriptors = folders.map { open($0.path, O_RDONLY | O_DIRECTORY) }
        defer { descriptors.forEach { close($0) } }
        #expect(cleaned.insert(descriptors[0]))
        #expect(!cleaned.insert(descriptors[0]))
        #expect(cleaned.insert(descriptors[1]) && cleaned.insert(descriptors[2]))
        #expect(cleaned.count == 2)
        // The oldest was dropped to make room: it is cleaned again.
        #expect(cleaned.insert(descriptors[0]))
        #expect(!cleaned.insert(descriptors[2]))
    }

    @Test func temporaryFilesOfLiveProcessesAndLookAlikesAreKept() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let dead = try ScratchFolder.deadProcessID()
        let kept = [
            ".widget-render-1.Ab12Cd",  // pid 1 is always alive
            ".widget-render-\(getpid()).Ab12Cd",  // this process: maybe another thread's write
            ".widget-render-\(dead).Ab12C",  // not six random characters
            ".widget-render-\(dead).Ab12Cd.png",
            ".widget-render-x\(dead).Ab12Cd",
            "widget-render-\(dead).Ab12Cd",
        ]
        for name in kept { try folder.file(name) }
        try FileManager.default.createDirectory(atPath: folder.path(".widget-render-\(dead).Folder"), withIntermediateDirectories: false)
        try AtomicFileWriter.write([1], to: folder.url("widget.png"))
        #expect(try folder.names() == (kept + [".widget-render-\(dead).Folder", "widget.png"]).sorted())
    }

    @Test func aFailureBeforeTheRenameRemovesTheTemporaryFileAndKeepsTheOldFile() throws {
        struct Interrupted: Error {}
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try folder.file("widget.png", [1, 1])
        #expect(throws: Interrupted.self) {
            try AtomicFileWriter.write([2, 2], to: folder.url("widget.png")) { _ in throw Interrupted() }
        }
        #expect(try folder.bytes("widget.png") == [1, 1])
        #expect(try folder.names() == ["widget.png"])
    }

    @Test func aFIFOPutInPlaceDuringTheWriteIsNotReplaced() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let destination = folder.path("widget.png")
        #expect(
            throws: WidgetRenderError(
                "cannot write \"\(destination)\": it became a FIFO while the file was being written; nothing was replaced; check what else writes there and try again"
            )
        ) {
            try AtomicFileWriter.write([1], to: folder.url("widget.png")) { _ in try folder.fifo("widget.png") }
        }
        #expect(folder.info("widget.png")?.type == S_IFIFO)
        #expect(try folder.names() == ["widget.png"])
    }

    @Test func aFolderRemovedDuringTheWriteIsAnErrorAndIsNotRecreated() throws {
        let parent = try ScratchFolder()
        defer { parent.remove() }
        let folder = parent.path("out")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        #expect(
            throws: WidgetRenderError(
                "cannot write \"\(folder)/widget.png\": No such file or directory; create the folder \"\(folder)\" or choose an existing output folder"
            )
        ) {
            try AtomicFileWriter.write([1], to: URL(fileURLWithPath: folder + "/widget.png")) { _ in
                try FileManager.default.removeItem(atPath: folder)
            }
        }
        #expect(try parent.names().isEmpty)
    }

    @Test func aFolderMovedDuringTheWriteGetsTheFileAndNoTemporaryFile() throws {
        let parent = try ScratchFolder()
        defer { parent.remove() }
        try FileManager.default.createDirectory(atPath: parent.path("out"), withIntermediateDirectories: false)
        try AtomicFileWriter.write([4], to: parent.url("out/widget.png")) { _ in
            try FileManager.default.moveItem(atPath: parent.path("out"), toPath: parent.path("moved"))
        }
        #expect(try parent.names() == ["moved"])
        #expect(try parent.names(in: "moved") == ["widget.png"])
        #expect(try parent.bytes("moved/widget.png") == [4])
    }
}
