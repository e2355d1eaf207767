import Foundation
import Testing
@testable import WidgetRender

@Suite struct AtomicFileWriterTests {
    private func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func writesTheBytesAndNothingElse() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let destination = folder.appendingPathComponent("widget.png")
        try AtomicFileWriter.write([1, 2, 3], to: destination)
        try AtomicFileWriter.write([4, 5], to: destination)  // replaces
        #expect(try Data(contentsOf: destination) == Data([4, 5]))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["widget.png"])
        let permissions = try FileManager.default.attributesOfItem(atPath: destination.path)[.posixPermissions] as? Int
        #expect(permissions == 0o644)
    }

    @Test func aFolderThatIsAFileIsANamedError() throws {
        // Tests run as root, so a permission-denied folder would be writable; a path under a
        // regular file fails for everyone.
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("plain-file")
        try Data([0]).write(to: file)
        let destination = file.appendingPathComponent("x.png")
        #expect(throws: WidgetRenderError(
            "cannot write \"\(destination.path)\": Not a directory; \"\(file.path)\" is not a folder; choose an existing output folder"
        )) {
            try AtomicFileWriter.write([1, 2, 3], to: destination)
        }
        #expect(!FileManager.default.fileExists(atPath: destination.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["plain-file"])
    }

    @Test func aMissingFolderIsANamedError() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("missing")
        let destination = missing.appendingPathComponent("x.png")
        #expect(throws: WidgetRenderError(
            "cannot write \"\(destination.path)\": No such file or directory; create the folder \"\(missing.path)\" or choose an existing output folder"
        )) {
            try AtomicFileWriter.write([1], to: destination)
        }
        #expect(!FileManager.default.fileExists(atPath: missing.path))
    }

    @Test func anUnwritableFolderIsANamedError() throws {
        // /proc refuses new files even to root (with ENOENT, although the folder exists).
        let destination = URL(fileURLWithPath: "/proc/widget-render-test.png")
        #expect(throws: WidgetRenderError(
            "cannot write \"/proc/widget-render-test.png\": No such file or directory; choose a writable output folder"
        )) {
            try AtomicFileWriter.write([1], to: destination)
        }
        #expect(!FileManager.default.fileExists(atPath: destination.path))
    }

    @Test func theMessageForPermissionDeniedSuggestsAWritableFolder() {
        let error = AtomicFileWriter.failure(path: "/x/y.png", folder: "/x", errno: EACCES)
        #expect(error.message == "cannot write \"/x/y.png\": Permission denied; choose a writable output folder")
    }
}
