import Foundation
import Testing

@testable import WidgetRender

/// What ``AtomicFileWriter`` does with what is already at the destination: regular files are
/// replaced, symlinks written through, everything else refused and left as it was.
@Suite struct AtomicFileWriterDestinationTests {
    @Test func aSymlinkIsWrittenThroughAndStaysALink() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path("real"), withIntermediateDirectories: false)
        try folder.file("real/widget.png", [1, 1])
        try folder.symlink("link.png", to: "real/widget.png")

        try AtomicFileWriter.write([7, 8, 9], to: folder.url("link.png"))

        #expect(folder.info("link.png")?.type == S_IFLNK)
        #expect(try folder.linkTarget("link.png") == "real/widget.png")
        #expect(try folder.bytes("real/widget.png") == [7, 8, 9])
        #expect(folder.info("real/widget.png")?.permissions == 0o644)
        // The temporary file was made beside the target and is gone.
        #expect(try folder.names() == ["link.png", "real"])
        #expect(try folder.names(in: "real") == ["widget.png"])
    }

    @Test func aDanglingSymlinkCreatesItsTarget() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path("out"), withIntermediateDirectories: false)
        try folder.symlink("link.png", to: folder.path("out/new.png"))

        try AtomicFileWriter.write([5], to: folder.url("link.png"))

        #expect(folder.info("link.png")?.type == S_IFLNK)
        #expect(try folder.bytes("out/new.png") == [5])
        #expect(try folder.names(in: "out") == ["new.png"])
    }

    @Test func aChainOfSymlinksIsFollowedToTheEnd() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try folder.symlink("a.png", to: "b.png")
        try folder.symlink("b.png", to: "c.png")

        try AtomicFileWriter.write([3], to: folder.url("a.png"))

        #expect(folder.info("a.png")?.type == S_IFLNK)
        #expect(folder.info("b.png")?.type == S_IFLNK)
        #expect(try folder.bytes("c.png") == [3])
        #expect(try folder.names() == ["a.png", "b.png", "c.png"])
    }

    @Test func aFIFOIsRefusedAndLeftAsItWas() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let fifo = try folder.fifo("pipe.png")
        #expect(
            throws: WidgetRenderError(
                "cannot write \"\(fifo)\": it is a FIFO, not a regular file; choose a path that is a regular file or does not exist yet"
            )
        ) {
            try AtomicFileWriter.write([1], to: folder.url("pipe.png"))
        }
        #expect(folder.info("pipe.png")?.type == S_IFIFO)
        #expect(try folder.names() == ["pipe.png"])
    }

    @Test func aFolderIsRefusedAndLeftAsItWas() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path("sheet"), withIntermediateDirectories: false)
        let sheet = folder.path("sheet")
        #expect(
            throws: WidgetRenderError(
                "cannot write \"\(sheet)\": it is a folder; add a file name, e.g. \"\(sheet)/widget.png\""
            )
        ) {
            try AtomicFileWriter.write([1], to: URL(fileURLWithPath: sheet))
        }
        #expect(folder.info("sheet")?.type == S_IFDIR)
        #expect(try folder.names() == ["sheet"])
        #expect(try folder.names(in: "sheet").isEmpty)
    }

    @Test(.enabled(if: ScratchFolder.canMakeDevices, "needs CAP_MKNOD to make a device node in a temporary folder"))
    func aDeviceIsRefusedAndLeftAsItWas() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let device = try folder.device("null.png")
        #expect(
            throws: WidgetRenderError(
                "cannot write \"\(device)\": it is a character device, not a regular file; choose a path that is a regular file or does not exist yet"
            )
        ) {
            try AtomicFileWriter.write([1], to: folder.url("null.png"))
        }
        #expect(folder.info("null.png")?.type == S_IFCHR)
        let nullDevice: UInt64 = (1 << 8) | 3
        #expect(folder.info("null.png")?.device == nullDevice)
        #expect(try folder.names() == ["null.png"])
    }

    @Test(.enabled(if: ScratchFolder.canMakeDevices, "needs CAP_MKNOD to make a device node in a temporary folder"))
    func aSymlinkToADeviceIsRefusedAndBothAreLeftAsTheyWere() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let device = try folder.device("null")
        let link = try folder.symlink("out.png", to: "null")
        #expect(
            throws: WidgetRenderError(
                "cannot write \"\(link)\": it is a symlink to \"\(device)\", which is a character device, not a regular file; "
                    + "choose a path that is a regular file or does not exist yet"
            )
        ) {
            try AtomicFileWriter.write([1], to: folder.url("out.png"))
        }
        #expect(folder.info("out.png")?.type == S_IFLNK)
        #expect(folder.info("null")?.type == S_IFCHR)
        #expect(try folder.names() == ["null", "out.png"])
    }

    @Test func aSymlinkLoopIsRefused() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try folder.symlink("a.png", to: "b.png")
        try folder.symlink("b.png", to: "a.png")
        #expect(
            throws: WidgetRenderError(
                "cannot write \"\(folder.path("a.png"))\": it is a symlink in a loop or a chain of more than 40 links; point it at a regular file or choose another path"
            )
        ) {
            try AtomicFileWriter.write([1], to: folder.url("a.png"))
        }
        #expect(try folder.names() == ["a.png", "b.png"])
    }

    @Test func aPathEndingInASlashIsRefused() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let new = folder.path("new")
        #expect(
            throws: WidgetRenderError(
                "cannot write \"\(new)/\": the path ends with \"/\", so it names a folder; add a file name, e.g. \"\(new)/widget.png\""
            )
        ) {
            try AtomicFileWriter.write([1], to: URL(fileURLWithPath: new + "/"))
        }
        #expect(try folder.names().isEmpty)
    }
}
