import Foundation
import Testing

@testable import WidgetRender

@Suite struct AtomicFileWriterTests {
    @Test func writesTheBytesAndNothingElse() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let destination = folder.url("widget.png")
        try AtomicFileWriter.write([1, 2, 3], to: destination)
        try AtomicFileWriter.write([4, 5], to: destination)  // replaces
        #expect(try folder.bytes("widget.png") == [4, 5])
        #expect(try folder.names() == ["widget.png"])
        #expect(folder.info("widget.png")?.permissions == 0o644)
    }

    @Test func aRegularFileIsReplacedByANewFileNotRewrittenInPlace() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try folder.file("widget.png", [1, 1, 1, 1], mode: 0o600)
        let before = try #require(folder.info("widget.png"))
        let reader = try FileHandle(forReadingFrom: folder.url("widget.png"))
        defer { try? reader.close() }

        try AtomicFileWriter.write([2, 2], to: folder.url("widget.png"))

        let after = try #require(folder.info("widget.png"))
        #expect(after.inode != before.inode, "renamed over, so a new inode")
        #expect(after.permissions == 0o644, "rw-r--r--, whatever the old file's mode")
        #expect(try folder.bytes("widget.png") == [2, 2])
        // A reader that opened the old file still reads all of it: it was never truncated.
        #expect(try reader.readToEnd() == Data([1, 1, 1, 1]))
        #expect(try folder.names() == ["widget.png"])
    }

    @Test func aFolderThatIsAFileIsANamedError() throws {
        // Tests run as root, so a permission-denied folder would be writable; a path under a
        // regular file fails for everyone.
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let file = try folder.file("plain-file", [0])
        let destination = URL(fileURLWithPath: file + "/x.png")
        #expect(
            throws: WidgetRenderError(
                "cannot write \"\(destination.path)\": Not a directory; \"\(file)\" is not a folder; choose an existing output folder"
            )
        ) {
            try AtomicFileWriter.write([1, 2, 3], to: destination)
        }
        #expect(try folder.names() == ["plain-file"])
    }

    @Test func aFileDeeperUpThePathIsTheOneNamed() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let file = try folder.file("plain-file", [0])
        let destination = URL(fileURLWithPath: file + "/a/b/x.png")
        #expect(
            throws: WidgetRenderError(
                "cannot write \"\(destination.path)\": Not a directory; \"\(file)\" is not a folder; choose an existing output folder"
            )
        ) {
            try AtomicFileWriter.write([1], to: destination)
        }
    }

    @Test func aMissingFolderIsANamedError() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let missing = folder.path("missing")
        let destination = URL(fileURLWithPath: missing + "/x.png")
        #expect(
            throws: WidgetRenderError(
                "cannot write \"\(destination.path)\": No such file or directory; create the folder \"\(missing)\" or choose an existing output folder"
            )
        ) {
            try AtomicFileWriter.write([1], to: destination)
        }
        #expect(try folder.names().isEmpty)
    }

    @Test func theMessagesSuggestAFixThatFitsTheCause() throws {
        let destination = try WriteDestination(resolving: "/nonexistent-widget-render-test/y.png", namesFolder: false)
        #expect(
            AtomicFileWriter.failure(destination, errno: EACCES).message
                == "cannot write \"/nonexistent-widget-render-test/y.png\": Permission denied; choose a writable output folder")
        #expect(
            AtomicFileWriter.failure(destination, errno: ENOSPC).message
                == "cannot write \"/nonexistent-widget-render-test/y.png\": No space left on device; free some disk space or choose another output folder")
        #expect(
            AtomicFileWriter.failure(destination, errno: EROFS).message
                == "cannot write \"/nonexistent-widget-render-test/y.png\": Read-only file system; the file system is read-only; choose another output folder")
        #expect(
            AtomicFileWriter.failure(destination, errno: EFBIG).message.hasSuffix(
                "File too large; the file is larger than this process may write (ulimit -f); raise the limit or choose another output folder"))
    }
}
