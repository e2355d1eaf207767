import Foundation
import Testing

@testable import WidgetRender

@Suite struct BackdropTests {
    @Test func bundledWallpapersAreDeterministicAndDistinct() throws {
        let all = Wallpaper.bundledNames.compactMap(BundledWallpaper.pixels(named:))
        #expect(all.count == 3)
        #expect(Set(all).count == 3)
        #expect(BundledWallpaper.pixels(named: "dusk") == all[0])
        #expect(all.allSatisfy { $0.count == BundledWallpaper.width * BundledWallpaper.height * 4 })
    }

    @Test func aUniformWallpaperStaysUniformUnderBlurAndTakesTheVeil() throws {
        let wallpaper = Wallpaper(width: 2, height: 2, rgba: [UInt8](repeating: 200, count: 16).enumerated().map { $0.offset % 4 == 3 ? 255 : $0.element })
        let veil = RGBA(red: 0, green: 0, blue: 0, alpha: 0.5)
        let backdrop = try Backdrop(wallpaper: wallpaper, pixelWidth: 64, pixelHeight: 32, blur: 24, veil: veil)
        #expect(backdrop.width == 8 && backdrop.height == 4)
        #expect(Set(backdrop.rgba.enumerated().filter { $0.offset % 4 != 3 }.map(\.element)) == [100])
    }

    @Test func aMalformedWallpaperIsAnError() {
        #expect(throws: WidgetRenderError.self) { try Backdrop(wallpaper: Wallpaper(width: 3, height: 3, rgba: [1, 2, 3]), pixelWidth: 10, pixelHeight: 10, blur: 0, veil: RGBA(red: 0, green: 0, blue: 0, alpha: 0)) }
    }

    @Test func aPNGWallpaperIsRead() throws {
        let bitmap = try Bitmap(validatingWidth: 1, height: 1, premultipliedRGBA: [10, 20, 30, 255])
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("wallpaper-\(UUID().uuidString).png")
        try Data(try PNGEncoder().encode(bitmap)).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try Wallpaper(pngAt: url) == Wallpaper(width: 1, height: 1, rgba: [10, 20, 30, 255]))
        #expect(throws: WidgetRenderError.self) { try Wallpaper(pngAt: URL(fileURLWithPath: "/nonexistent/wall.png")) }
    }
}
