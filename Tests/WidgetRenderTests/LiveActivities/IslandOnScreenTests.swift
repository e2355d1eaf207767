import Foundation
import Testing
import WidgetGallery

@testable import WidgetRender

/// `WidgetContext.showsIslandOnScreen`: a Dynamic Island presentation drawn where it sits, on
/// a strip of the screen's top, its layout and tap targets moved with it.
@Suite struct IslandOnScreenTests {
    let renderer = try! WidgetRenderer()

    func render(_ kind: ActivityPreviewViewKind, onScreen: Bool = true, device: DeviceProfile = .iPhone6_1) throws -> RenderedImage {
        var context = WidgetContext(family: .systemMedium, device: device, colorScheme: .dark)
        context.showsIslandOnScreen = onScreen
        return try renderer.render(DeliveryActivity(), attributes: WidgetGallery.DeliveryAttributes.sample, state: .onTheWay, as: kind, in: context)
    }

    @Test func theCompactIslandSitsCentred11PointsBelowTheTop() throws {
        let image = try render(.dynamicIsland(.compact))
        // 393 pt wide; 11 + 36.67 + 11 pt tall, @3x.
        #expect((image.pixelWidth, image.pixelHeight) == (1179, 176))
        // (393 − 230) / 2 = 81.5 pt, snapped to the pixel grid: 245 px, 81.667 pt.
        let leading = try #require(image.layout.frame(of: "dynamicIsland.compactLeading"))
        #expect(abs(leading.minX - 245.0 / 3) < 0.001 && abs(leading.minY - 11) < 0.01, "\(leading)")
        // The island's widgetURL covers the island, not the strip.
        let target = try #require(image.tapTargets.first { $0.kind == .widgetURL })
        #expect(abs(target.frame.minX - 245.0 / 3) < 0.001 && abs(target.frame.width - 230) < 0.01 && abs(target.frame.minY - 11) < 0.01)
        // The strip around it is the wallpaper, the island black.
        #expect(image.pixels[x: 10, y: 10] != PixelBuffer.Pixel(red: 0, green: 0, blue: 0, alpha: 255))
        #expect(image.pixels[x: 1179 / 2, y: 88] == PixelBuffer.Pixel(red: 0, green: 0, blue: 0, alpha: 255))
        // The island's own pixels are unchanged, at its place.
        let alone = try render(.dynamicIsland(.compact), onScreen: false)
        #expect(image.pixels[x: 245 + 60, y: 33 + 55] == alone.pixels[x: 60, y: 55])
        #expect(image.diagnostics.contains { $0.kind == .chosenFigure && $0.message.contains("the island's distance from the screen's top (11 pt)") })
    }

    @Test func theExpandedIslandOnTheLargerPhone() throws {
        let image = try render(.dynamicIsland(.expanded), device: .iPhone6_7)
        let alone = try render(.dynamicIsland(.expanded), onScreen: false, device: .iPhone6_7)
        #expect(image.pixelWidth == 1290)  // 430 pt @3x
        #expect(image.pixelHeight == alone.pixelHeight + 66)  // 11 pt above and below
    }

    @Test func theLockScreenPresentationIsDrawnAsItIsAndSaysSo() throws {
        let image = try render(.content)
        let alone = try render(.content, onScreen: false)
        #expect(try image.pngData() == alone.pngData())
        #expect(
            image.diagnostics.filter { $0.kind == .unsupported }.map(\.message) == [
                "showsIslandOnScreen places a Dynamic Island presentation on the screen's top; the content presentation is drawn as it is. Render .dynamicIsland(…) to see the island in place."
            ])
    }
}
