import Foundation
import Testing
import WidgetRenderResources

@testable import WidgetRender

#if canImport(Glibc)
    import Glibc
#endif

/// fontconfig's cache files are checked against the checksums recorded when they were
/// written, before fontconfig reads them: anything else is removed, never read. (The child
/// process tests in `CLICacheFileTests` load damaged caches; these never let fontconfig read
/// one in the test process.)
@Suite struct FontCacheChecksumTests {
    /// A cache folder of the bundled fonts, written by a first load, and its cache file.
    private func written(in scratch: ScratchFolder) throws -> (FontCacheFolder, String) {
        let fonts = try #require(BundledResources.fontsDirectory)
        let configuration = try FontConfiguration(fontsDirectory: fonts, cacheRoot: scratch.url("cache"))
        let folder = try #require(configuration.cacheFolder)
        #expect(configuration.source == .scan && configuration.cacheNote == nil)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(names.contains(FontCacheFolder.checksumsName))
        let name = try #require(names.first(where: FontCacheFolder.isCacheFileName))
        return (folder, folder.url.path + "/" + name)
    }

    @Test func anIntactCacheIsVerifiedAndReadByTheNextLoad() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let (folder, _) = try written(in: scratch)
        #expect(folder.verifyCacheFiles() == .verified)
        let fonts = try #require(BundledResources.fontsDirectory)
        let next = try FontConfiguration(fontsDirectory: fonts, cacheRoot: scratch.url("cache"))
        #expect(next.source == .cache && next.cacheNote == nil)
    }

    @Test func theCacheFilesIdentityIsRecordedAndRecheckedWhenItDiffers() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let (folder, file) = try written(in: scratch)
        var info = stat()
        #expect(lstat(file, &info) == 0)
        let name = URL(fileURLWithPath: file).lastPathComponent
        let checked = folder.url.path + "/" + FontCacheFolder.checkedName
        let line = FontCacheFileIdentity(info).text + " " + name + "\n"
        #expect(try String(contentsOfFile: checked, encoding: .utf8) == line, "recorded when the cache was written")
        // An identity that is not the file's: the file is read and summed, and recorded again.
        try Data("1:2:3:4:5 \(name)\n".utf8).write(to: URL(fileURLWithPath: checked))
        #expect(folder.verifyCacheFiles() == .verified)
        #expect(try String(contentsOfFile: checked, encoding: .utf8) == line)
        #expect(FontCacheFolder.check(file, unchangedSince: FontCacheFileIdentity(info)) == .unchanged(FontCacheFileIdentity(info)))
    }

    @Test func aFlippedBitRemovesTheCacheWithANote() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let (folder, file) = try written(in: scratch)
        var bytes = try Data(contentsOf: URL(fileURLWithPath: file))
        bytes[bytes.count - 9] ^= 1
        try bytes.write(to: URL(fileURLWithPath: file))
        guard case .removed(let note?) = folder.verifyCacheFiles() else {
            Issue.record("the damaged file was not removed with a note")
            return
        }
        #expect(note.hasSuffix("does not match its checksum; it was removed and the fonts scanned again"), "\(note)")
        #expect(!FileManager.default.fileExists(atPath: file))
        #expect(!FileManager.default.fileExists(atPath: folder.url.path + "/" + FontCacheFolder.checksumsName))
    }

    @Test func aFIFOOrSymlinkAtTheCacheNameIsRemovedWithoutBeingOpenedForReading() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let (folder, file) = try written(in: scratch)
        for make in [{ mkfifo(file, 0o644) }, { symlink(scratch.url("cache").path, file) }] {
            unlink(file)
            #expect(make() == 0)
            guard case .removed(let note?) = folder.verifyCacheFiles() else {
                Issue.record("the special file was not removed with a note")
                continue
            }
            #expect(note.contains("not a regular file"), "\(note)")
            #expect(SpecialFileKind.at(file) == nil)
        }
    }

    @Test func aCacheWithoutChecksumsIsRemovedQuietly() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let (folder, file) = try written(in: scratch)
        unlink(folder.url.path + "/" + FontCacheFolder.checksumsName)
        #expect(folder.verifyCacheFiles() == .removed(note: nil), "as an older version left it")
        #expect(!FileManager.default.fileExists(atPath: file))
    }

    @Test func aWriteLeftoverWithoutALockIsRemovedAndALiveLockKept() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let (folder, file) = try written(in: scratch)
        for suffix in [".NEW", ".LCK"] {
            #expect(FileManager.default.createFile(atPath: file + suffix, contents: Data("x".utf8)))
        }
        folder.removeWriteLeftovers()
        #expect(FileManager.default.fileExists(atPath: file + ".NEW"), "a writer holds the lock")
        unlink(file + ".LCK")
        folder.removeWriteLeftovers()
        #expect(!FileManager.default.fileExists(atPath: file + ".NEW"), "no writer: a failed write's file")
        #expect(FileManager.default.fileExists(atPath: file), "the cache itself is kept")
    }
}

/// What is at a path without following a symlink, `nil` when nothing is.
private enum SpecialFileKind {
    static func at(_ path: String) -> FileKind? {
        guard case .success(let kind) = FileKind.at(path) else { return nil }
        return kind
    }
}
