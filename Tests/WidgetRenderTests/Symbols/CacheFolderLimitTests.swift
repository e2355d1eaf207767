import Foundation
import Testing

@testable import WidgetRender

#if canImport(Glibc)
    import Glibc
#endif

/// A cache folder stays bounded: past its limit the least recently used files go, down to
/// what it keeps, and nothing else in the folder is touched; a read dates an old file again.
@Suite struct CacheFolderLimitTests {
    /// Dates `name` in `folder` `days` days ago.
    private func age(_ folder: ScratchFolder, _ name: String, days: Double) throws {
        let date = Date(timeIntervalSinceNow: -days * 86_400)
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: folder.path(name))
    }

    /// Prunes the folder at `path` through a descriptor, as the cache does.
    private func prune(_ limit: CacheFolderLimit, _ path: String) -> [String] {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer { if descriptor >= 0 { close(descriptor) } }
        return limit.prune(folder: descriptor)
    }

    private func modified(_ folder: ScratchFolder, _ name: String) throws -> Date {
        try #require(FileManager.default.attributesOfItem(atPath: folder.path(name))[.modificationDate] as? Date)
    }

    @Test func pastTheLimitTheOldestGoDownToWhatIsKept() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        for (index, name) in ["a", "b", "c", "d", "e", "f", "g"].enumerated() {
            try folder.file(name + ".raster")
            try age(folder, name + ".raster", days: Double(10 - index))  // a the oldest, g the newest
        }
        try folder.file("librsvg")
        try age(folder, "librsvg", days: 30)
        try FileManager.default.createDirectory(atPath: folder.path("old.raster"), withIntermediateDirectories: false)
        try age(folder, "old.raster", days: 40)
        let limit = CacheFolderLimit(limit: 5, keep: 3, suffix: ".raster")

        let removed = prune(limit, folder.path)

        #expect(removed.sorted() == ["a.raster", "b.raster", "c.raster", "d.raster"])
        #expect(
            try folder.names() == ["e.raster", "f.raster", "g.raster", "librsvg", "old.raster"],
            "other names and a folder that is not a file stay")
    }

    @Test func atOrUnderTheLimitNothingGoes() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        for name in ["a", "b", "c"] {
            try folder.file(name + ".raster")
            try age(folder, name + ".raster", days: 100)
        }
        #expect(prune(CacheFolderLimit(limit: 3, keep: 1, suffix: ".raster"), folder.path).isEmpty)
        #expect(try folder.names() == ["a.raster", "b.raster", "c.raster"])
        #expect(
            CacheFolderLimit(limit: 3, keep: 1, suffix: ".raster").prune(folder: -1).isEmpty,
            "a folder that cannot be read is no error")
    }

    @Test func aReadDatesAFileOlderThanADayAgainAndLeavesANewerOne() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try folder.file("old.raster")
        try age(folder, "old.raster", days: 2)
        try folder.file("recent.raster")
        try age(folder, "recent.raster", days: 0.5)
        let before = try modified(folder, "recent.raster")
        let limit = CacheFolderLimit(limit: 10, keep: 5, suffix: ".raster")

        for name in ["old.raster", "recent.raster"] {
            let descriptor = open(folder.path(name), O_RDONLY | O_CLOEXEC)
            try #require(descriptor >= 0)
            var info = stat()
            try #require(fstat(descriptor, &info) == 0)
            limit.refreshIfOld(descriptor, info: info)
            close(descriptor)
        }

        #expect(abs(try modified(folder, "old.raster").timeIntervalSinceNow) < 60, "dated now")
        #expect(try modified(folder, "recent.raster") == before, "half a day old: left as it was")
    }
}
