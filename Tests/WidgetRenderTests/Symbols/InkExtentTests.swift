import Foundation
import Testing

@testable import WidgetRender

/// Where a raster has ink, computed from its pixels and kept in the header of a raster kept on
/// disk, so that a symbol's ink bounds are read without its pixels.
@Suite struct InkExtentTests {
    /// A `width × height` raster, transparent but for `inked` (alpha 255) and `faint` (alpha 8,
    /// the antialiasing fringe, which is not ink).
    private func raster(_ width: Int, _ height: Int, inked: [(Int, Int)], faint: [(Int, Int)] = []) -> [UInt32] {
        var pixels = [UInt32](repeating: 0, count: width * height)
        for (x, y) in inked { pixels[y * width + x] = 0xFF00_0000 }
        for (x, y) in faint { pixels[y * width + x] = 0x0800_0000 }
        return pixels
    }

    @Test func theExtentIsTheBoxOfThePixelsOverTheThreshold() {
        let pixels = raster(7, 6, inked: [(3, 1), (1, 3), (5, 4), (2, 2)], faint: [(0, 0), (6, 5)])
        #expect(InkExtent(pixels: pixels, width: 7, height: 6) == .box(minX: 1, minY: 1, maxX: 5, maxY: 4))
        #expect(InkExtent(pixels: raster(4, 4, inked: [(2, 3)]), width: 4, height: 4) == .box(minX: 2, minY: 3, maxX: 2, maxY: 3))
        #expect(InkExtent(pixels: raster(3, 3, inked: [], faint: [(1, 1)]), width: 3, height: 3) == .empty)
        #expect(InkExtent(pixels: [], width: 0, height: 0) == .empty)
    }

    /// Every pixel of a row or column at the edge counts, whichever row holds it.
    @Test func inkAtTheEdgesWidensTheBoxFromAnyRow() {
        let pixels = raster(5, 5, inked: [(2, 0), (0, 2), (4, 3), (2, 4)])
        #expect(InkExtent(pixels: pixels, width: 5, height: 5) == .box(minX: 0, minY: 0, maxX: 4, maxY: 4))
    }

    @Test func aKeptRastersExtentIsReadFromItsHeaderAndADamagedHeaderIsAMiss() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let svg = Data(##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect x="3" y="5" width="8" height="4"/></svg>"##.utf8)
        let key = SVGRasterDiskCache.Key(svg: svg, width: 32, height: 32, rect: CGRect(x: 0, y: 0, width: 32, height: 32))
        let rsvg = try Librsvg.shared()
        let pixels = try #require(SVGRasterizer.draw(svg, width: 32, height: 32, viewport: key.rect, with: rsvg))
        let cache = SVGRasterDiskCache(folder: scratch.url("rasters"))
        #expect(cache.inkExtent(for: key) == nil, "nothing is kept yet")
        cache.store(pixels, for: key, drawnWith: unsafeBitCast(rsvg.renderDocument, to: UnsafeRawPointer.self))

        let reader = SVGRasterDiskCache(folder: scratch.url("rasters"))
        #expect(reader.inkExtent(for: key) == .box(minX: 6, minY: 10, maxX: 21, maxY: 17), "the rectangle at 2 pixels per unit")
        #expect(reader.inkExtent(for: key) == InkExtent(pixels: pixels, width: 32, height: 32))

        // A changed byte of the extent: the header's checksum no longer matches.
        let names = try FileManager.default.contentsOfDirectory(atPath: reader.folderPath).filter { $0.hasSuffix(".raster") }
        let file = try #require(names.first.map { reader.folderPath + "/" + $0 })
        var bytes = try #require(FileManager.default.contents(atPath: file))
        let extentStart = 12 + 4 + key.bytes.count
        bytes[extentStart] ^= 0x01
        try bytes.write(to: URL(fileURLWithPath: file))
        let damaged = SVGRasterDiskCache(folder: scratch.url("rasters"))
        #expect(damaged.inkExtent(for: key) == nil)
        #expect(damaged.pixels(for: key) == nil, "nor are its pixels read")
    }

    /// A symbol's ink bounds are the same whether its raster was kept or drawn now.
    @Test func aSymbolsInkBoundsAreTheSameFromTheCacheAsDrawn() throws {
        let library = try #require(SymbolLibrary.shared)
        let art = try #require(library.artwork(named: "sun.max.fill", weight: .regular))
        let side = Int32(Double(art.viewBox) * 8)
        let pixels = try #require(try SVGRasterizer.argb(art.monochrome, width: side, height: side))
        guard case .box(let minX, let minY, let maxX, let maxY) = InkExtent(pixels: pixels, width: Int(side), height: Int(side)) else {
            Issue.record("the sun has no ink")
            return
        }
        #expect(art.inkBounds == CGRect(x: Double(minX) / 8, y: Double(minY) / 8, width: Double(maxX - minX + 1) / 8, height: Double(maxY - minY + 1) / 8))
        #expect(SymbolLibrary.inkBounds(art.monochrome, viewBox: art.viewBox) == art.inkBounds)
    }
}
