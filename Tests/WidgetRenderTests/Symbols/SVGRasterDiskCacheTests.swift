import Foundation
import Testing

@testable import WidgetRender

/// The SVG rasters kept on disk: a raster read back is the one librsvg drew, and anything
/// that is not exactly it (another key, a damaged file, a file of another librsvg, a raster
/// too large to keep, a folder that cannot be written) is a miss, never a wrong raster.
@Suite struct SVGRasterDiskCacheTests {
    private let svg = Data(##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="6" fill="#000"/></svg>"##.utf8)

    private func key(_ side: Int32 = 24) -> SVGRasterDiskCache.Key {
        SVGRasterDiskCache.Key(svg: svg, width: side, height: side, rect: CGRect(x: 0.25, y: 0, width: Double(side) - 1, height: Double(side) - 1))
    }

    /// What librsvg draws for `key`, and its function that the cache stamps the rasters with.
    private func drawn(_ key: SVGRasterDiskCache.Key) throws -> ([UInt32], UnsafeRawPointer) {
        let rsvg = try Librsvg.shared()
        let pixels = try #require(SVGRasterizer.draw(key.svg, width: key.width, height: key.height, viewport: key.rect, with: rsvg))
        return (pixels, unsafeBitCast(rsvg.renderDocument, to: UnsafeRawPointer.self))
    }

    private func rasterFiles(_ cache: SVGRasterDiskCache) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: cache.folder.path).filter { $0.hasSuffix(".raster") }.sorted()
    }

    @Test func aKeptRasterIsReadBackByAnotherProcessesCacheExactly() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let (pixels, function) = try drawn(key())
        #expect(pixels.contains { $0 != 0 } && pixels.contains(0), "the circle is drawn with transparent corners")

        let writer = SVGRasterDiskCache(folder: scratch.url("rasters"))
        #expect(writer.pixels(for: key()) == nil, "an empty cache has nothing")
        writer.store(pixels, for: key(), drawnWith: function)
        #expect(try rasterFiles(writer).count == 1)
        let stamp = try String(contentsOf: scratch.url("rasters/librsvg"), encoding: .utf8)
        #expect(stamp.hasPrefix("/") && stamp.contains("librsvg"), "the stamp names the library file: \(stamp)")

        let reader = SVGRasterDiskCache(folder: scratch.url("rasters"))
        #expect(reader.pixels(for: key()) == pixels)
        #expect(reader.pixels(for: key(25)) == nil, "another size is another raster")
        var moved = key()
        moved.rect.origin.x = 0.5
        #expect(reader.pixels(for: moved) == nil, "another offset is another raster")
    }

    @Test func aDamagedFileOrAnotherKeysFileIsAMiss() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let cache = SVGRasterDiskCache(folder: scratch.url("rasters"))
        // Another raster of the same size: only the key tells the files apart.
        var moved = key()
        moved.rect.origin.y = 0.75
        let (other, function) = try drawn(moved)
        let (pixels, _) = try drawn(key())
        #expect(other != pixels)
        cache.store(other, for: moved, drawnWith: function)
        cache.store(pixels, for: key(), drawnWith: function)
        let files = try rasterFiles(cache)
        #expect(files.count == 2)
        let manager = FileManager.default
        let paths = files.map { cache.folder.appendingPathComponent($0).path }
        let (keptFile, otherFile) = try pathPair(paths, holding: key(), in: cache.folder)

        // Another key's file under this key's name (what a hash collision would give).
        let original = try #require(manager.contents(atPath: keptFile))
        try manager.removeItem(atPath: keptFile)
        try manager.copyItem(atPath: otherFile, toPath: keptFile)
        #expect(SVGRasterDiskCache(folder: cache.folder).pixels(for: key()) == nil)

        // The file with one byte of the pixels changed (the checksum no longer matches), or cut short.
        var damaged = original
        damaged[damaged.count - 3] ^= 0x40
        try damaged.write(to: URL(fileURLWithPath: keptFile))
        #expect(SVGRasterDiskCache(folder: cache.folder).pixels(for: key()) == nil)
        try original.prefix(original.count - 1).write(to: URL(fileURLWithPath: keptFile))
        #expect(SVGRasterDiskCache(folder: cache.folder).pixels(for: key()) == nil)
        try original.write(to: URL(fileURLWithPath: keptFile))
        #expect(SVGRasterDiskCache(folder: cache.folder).pixels(for: key()) == pixels, "the intact file reads again")
    }

    /// The file of `paths` that holds `key`, and the other one.
    private func pathPair(_ paths: [String], holding key: SVGRasterDiskCache.Key, in folder: URL) throws -> (String, String) {
        let manager = FileManager.default
        for (index, path) in paths.enumerated() {
            let saved = try #require(manager.contents(atPath: path))
            try manager.removeItem(atPath: path)
            let missing = SVGRasterDiskCache(folder: folder).pixels(for: key) == nil
            try saved.write(to: URL(fileURLWithPath: path))
            if missing { return (path, paths[1 - index]) }
        }
        throw WidgetRenderError("no file holds the key")
    }

    @Test func rastersOfAnotherLibrsvgAreNotReadAndAreClearedByTheNextDraw() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let folder = scratch.url("rasters")
        let (pixels, function) = try drawn(key())
        SVGRasterDiskCache(folder: folder).store(pixels, for: key(), drawnWith: function)
        let stampFile = folder.appendingPathComponent("librsvg")
        let stamp = try String(contentsOf: stampFile, encoding: .utf8)
        let lines = stamp.split(separator: "\n")
        // The same library file with another size: librsvg was upgraded in place.
        try "\(lines[0])\n1\n\(lines[2])\n".write(to: stampFile, atomically: true, encoding: .utf8)

        let upgraded = SVGRasterDiskCache(folder: folder)
        #expect(upgraded.pixels(for: key()) == nil, "rasters of another librsvg are not read")
        let (other, _) = try drawn(key(20))
        upgraded.store(other, for: key(20), drawnWith: function)
        #expect(try rasterFiles(upgraded).count == 1, "the old rasters are gone")
        #expect(try String(contentsOf: stampFile, encoding: .utf8) == stamp, "the stamp names the library again")
        #expect(SVGRasterDiskCache(folder: folder).pixels(for: key(20)) == other)
    }

    @Test func aProcessesFirstWritePrunesTheLeastRecentlyUsedAndDeadWritersFiles() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let folder = scratch.url("rasters")
        let (pixels, function) = try drawn(key())
        SVGRasterDiskCache(folder: folder).store(pixels, for: key(), drawnWith: function)
        let kept = try #require(try rasterFiles(SVGRasterDiskCache(folder: folder)).first)
        // Three rasters an earlier process kept and nobody read since, and the temporary file
        // of a writer killed before it could rename it.
        for name in ["0000000000000001.raster", "0000000000000002.raster", "0000000000000003.raster"] {
            try scratch.file("rasters/" + name)
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -5 * 86_400)], ofItemAtPath: scratch.path("rasters/" + name))
        }
        let dead = try ScratchFolder.deadProcessID()
        try scratch.file("rasters/.widget-render-\(dead).Ab12Cd")

        let next = SVGRasterDiskCache(folder: folder, limit: CacheFolderLimit(limit: 3, keep: 2, suffix: ".raster"))
        #expect(next.pixels(for: key()) == pixels)
        let (other, _) = try drawn(key(20))
        next.store(other, for: key(20), drawnWith: function)

        let names = try scratch.names(in: "rasters")
        #expect(
            names.count == 3 && names.contains(kept) && names.contains("librsvg"),
            "the two rasters in use and the stamp are left, the old ones and the dead writer's file gone: \(names)")
        #expect(next.pixels(for: key()) == pixels && next.pixels(for: key(20)) == other)
    }

    @Test func largeRastersAndUnwritableFoldersAreSkipped() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let (_, function) = try drawn(key())
        let cache = SVGRasterDiskCache(folder: scratch.url("rasters"))
        let side = Int32(513)
        let huge = SVGRasterDiskCache.Key(svg: svg, width: side, height: side, rect: CGRect(x: 0, y: 0, width: 513, height: 513))
        cache.store([UInt32](repeating: 0xFF00_0000, count: 513 * 513), for: huge, drawnWith: function)
        #expect(!FileManager.default.fileExists(atPath: cache.folder.path), "nothing is kept over 512 × 512 pixels")

        // A folder under a regular file cannot be made: nothing is kept, nothing fails.
        try Data("not a folder".utf8).write(to: scratch.url("file"))
        let blocked = SVGRasterDiskCache(folder: scratch.url("file/rasters"))
        let (pixels, _) = try drawn(key())
        blocked.store(pixels, for: key(), drawnWith: function)
        #expect(blocked.pixels(for: key()) == nil)
        #expect(try Data(contentsOf: scratch.url("file")) == Data("not a folder".utf8))
    }

    @Test func aRasterThroughTheProcessCacheIsLibrsvgsOwn() throws {
        // SVGRasterizer draws through the process's cache (the user's, or none without a
        // cache folder), twice so that the second is read back when there is one.
        let (pixels, _) = try drawn(key())
        _ = try SVGRasterizer.argb(svg, width: 24, height: 24, offset: key().rect.origin, size: key().rect.size)
        let again = try #require(try SVGRasterizer.argb(svg, width: 24, height: 24, offset: key().rect.origin, size: key().rect.size))
        #expect(again == pixels)
    }
}
