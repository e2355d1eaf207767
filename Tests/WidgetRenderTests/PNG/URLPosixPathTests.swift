import Foundation
import Testing

@testable import WidgetRender

/// A file URL's path as the engine passes it to the kernel: as `URL.path` gives it (escapes
/// decoded, no trailing slash but the root's), read without `path`'s conformance scan.
@Suite struct URLPosixPathTests {
    @Test(arguments: ["/tmp/a b/c%20d.png", "/tmp/é ü/ß.png", "/a//b", "/", "/tmp/x/", "relative/name.png", "folder/"])
    func thePathIsURLsPath(path: String) {
        let url = URL(fileURLWithPath: path)
        #expect(url.posixPath == url.path)
        #expect(url.namesFolder == url.hasDirectoryPath)
    }

    @Test func aFolderURLNamesAFolderAndLosesItsSlash() {
        let folder = URL(fileURLWithPath: "/tmp/fonts", isDirectory: true)
        #expect(folder.namesFolder)
        #expect(folder.posixPath == "/tmp/fonts")
        #expect(!URL(fileURLWithPath: "/tmp/fonts.png", isDirectory: false).namesFolder)
    }
}
