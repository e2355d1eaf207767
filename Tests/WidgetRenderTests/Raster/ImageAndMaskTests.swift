import Foundation
import Testing

@testable import WidgetRender

@Suite struct ImageAndMaskTests {
    private let red = Bitmap.Pixel(red: 255, green: 0, blue: 0, alpha: 255)
    private let blue = Bitmap.Pixel(red: 0, green: 0, blue: 255, alpha: 255)
    private let green = Bitmap.Pixel(red: 0, green: 255, blue: 0, alpha: 255)
    private let clear = Bitmap.Pixel(red: 0, green: 0, blue: 0, alpha: 0)

    private func render(_ items: [DisplayItem], width: CGFloat = 4, height: CGFloat = 2) throws -> Bitmap {
        try Rasterizer.render(DisplayList(size: CGSize(width: width, height: height), scale: 1, items: items))
    }

    private func fill(_ rect: CGRect, _ color: RGBA) -> DisplayItem {
        DisplayItem(.fill(Path(rect), style: .color(color), bounds: rect, rule: .nonZero))
    }

    /// Two pixels, red then blue.
    private let redBlue = ImageDrawing.Source.pixels(width: 2, height: 1, rgba: [255, 0, 0, 255, 0, 0, 255, 255])

    @Test func pixelImagesScaleIntoTheirFrameWithTheirInterpolation() throws {
        let bitmap = try render([DisplayItem(.image(ImageDrawing(source: redBlue, frame: CGRect(x: 0, y: 0, width: 4, height: 2), interpolation: .none)))])
        #expect(bitmap.pixel(x: 0, y: 0) == red)
        #expect(bitmap.pixel(x: 1, y: 1) == red)
        #expect(bitmap.pixel(x: 2, y: 0) == blue)
        #expect(bitmap.pixel(x: 3, y: 1) == blue)
    }

    @Test func templateImagesFillTheirAlphaWithTheStyle() throws {
        let halfOpaque = ImageDrawing.Source.pixels(width: 2, height: 1, rgba: [0, 0, 255, 255, 0, 0, 255, 0])
        let image = ImageDrawing(source: halfOpaque, frame: CGRect(x: 0, y: 0, width: 4, height: 2), interpolation: .none, templateStyle: .color(RGBA(red: 0, green: 1, blue: 0)))
        let bitmap = try render([DisplayItem(.image(image))])
        #expect(bitmap.pixel(x: 0, y: 0) == green)
        #expect(bitmap.pixel(x: 3, y: 0) == clear)
    }

    @Test func svgImagesRenderAtTheirFramesSize() throws {
        let svg = Data(##"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="0 0 10 10"><rect x="0" y="0" width="5" height="10" fill="#00ff00"/></svg>"##.utf8)
        let bitmap = try render([DisplayItem(.image(ImageDrawing(source: .svg(svg), frame: CGRect(x: 0, y: 0, width: 4, height: 4))))], height: 4)
        #expect(bitmap.pixel(x: 0, y: 2) == green)
        #expect(bitmap.pixel(x: 3, y: 2) == clear)
    }

    @Test func aBrokenImageIsAnErrorNamingIt() throws {
        #expect(throws: WidgetRenderError.self) {
            try render([DisplayItem(.image(ImageDrawing(source: .svg(Data("not svg".utf8)), frame: CGRect(x: 0, y: 0, width: 4, height: 2))))])
        }
        #expect(throws: WidgetRenderError.self) {
            try render([DisplayItem(.image(ImageDrawing(source: .pixels(width: 3, height: 3, rgba: [1, 2]), frame: CGRect(x: 0, y: 0, width: 4, height: 2))))])
        }
    }

    @Test func itemsWhollyOutsideTheCanvasAreNotDrawn() throws {
        // The broken image would throw if it were drawn.
        let broken = ImageDrawing(source: .pixels(width: 3, height: 3, rgba: [1, 2]), frame: CGRect(x: 100, y: 0, width: 4, height: 2))
        let bitmap = try render([fill(CGRect(x: 0, y: 0, width: 4, height: 2), RGBA(red: 1, green: 0, blue: 0)), DisplayItem(.image(broken))])
        #expect(bitmap.pixel(x: 3, y: 1) == red)
    }

    @Test func masksKeepTheirAlphaOfTheContent() throws {
        let bitmap = try render([
            DisplayItem(.beginMask),
            fill(CGRect(x: 0, y: 0, width: 2, height: 2), RGBA(red: 0, green: 0, blue: 0)),
            DisplayItem(.beginMaskedContent),
            fill(CGRect(x: 0, y: 0, width: 4, height: 2), RGBA(red: 0, green: 0, blue: 1)),
            DisplayItem(.endMask),
        ])
        #expect(bitmap.pixel(x: 1, y: 1) == blue)
        #expect(bitmap.pixel(x: 2, y: 1) == clear)
    }

    @Test func passesRunInOrderOnOneCanvas() throws {
        struct Tint: RasterPass {
            func draw(_ list: DisplayList, in context: RasterPassContext) throws -> PassFindings {
                try context.replay(
                    DisplayList(
                        size: list.size, scale: list.scale,
                        items: [
                            DisplayItem(.fill(Path(CGRect(x: 2, y: 0, width: 2, height: 2)), style: .color(RGBA(red: 0, green: 1, blue: 0)), bounds: .zero, rule: .nonZero))
                        ]))
                return PassFindings()
            }
        }
        let list = DisplayList(size: CGSize(width: 4, height: 2), scale: 1, items: [fill(CGRect(x: 0, y: 0, width: 4, height: 2), RGBA(red: 1, green: 0, blue: 0))])
        let bitmap = try TextEnginePool.shared.withEngine { try Rasterizer.render(list, textEngine: $0, passes: [FullColorPass(), Tint()]) }
        #expect(bitmap.pixel(x: 0, y: 0) == red)
        #expect(bitmap.pixel(x: 3, y: 0) == green)
    }
}
