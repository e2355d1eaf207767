import Foundation
import Testing

@testable import WidgetRender

@Suite struct ImageCanvasTests {
    private let white = PixelBuffer.Pixel(red: 255, green: 255, blue: 255, alpha: 255)
    private let red = PixelBuffer.Pixel(red: 255, green: 0, blue: 0, alpha: 255)
    private let blue = PixelBuffer.Pixel(red: 0, green: 0, blue: 255, alpha: 255)

    /// A `width` × `height` bitmap of one straight-alpha colour.
    private func solid(_ colour: PixelBuffer.Pixel, width: Int, height: Int) -> Bitmap {
        let bytes = Array([[UInt8]](repeating: [colour.red, colour.green, colour.blue, colour.alpha], count: width * height).joined())
        return Bitmap(width: width, height: height, straightRGBA: bytes)
    }

    /// The premultiplied pixel of `canvas` at (x, y).
    private func pixel(_ canvas: ImageCanvas, _ x: Int, _ y: Int) -> Bitmap.Pixel? {
        canvas.bitmap.pixel(x: x, y: y)
    }

    private func premultiplied(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> Bitmap.Pixel {
        Bitmap.Pixel(red: r, green: g, blue: b, alpha: a)
    }

    @Test func theBackgroundFillsTheCanvasPremultiplied() throws {
        let canvas = try ImageCanvas(width: 3, height: 2, background: PixelBuffer.Pixel(red: 255, green: 0, blue: 100, alpha: 128))
        #expect(canvas.bitmap.width == 3 && canvas.bitmap.height == 2)
        // round(255 × 128 / 255) = 128, round(100 × 128 / 255) = 50
        #expect(Set((0..<6).map { pixel(canvas, $0 % 3, $0 / 3) }) == [premultiplied(128, 0, 50, 128)])
        #expect(try ImageCanvas(width: 1, height: 1).bitmap.bytes == [0, 0, 0, 0])
    }

    @Test func imagesSideBySideKeepTheirPixels() throws {
        var canvas = try ImageCanvas(width: 5, height: 3, background: white)
        canvas.draw(solid(red, width: 2, height: 2), atX: 0, y: 0)
        canvas.draw(try RenderedImage(pixels: PixelBuffer(solid(blue, width: 2, height: 2))), atX: 2, y: 1)
        let pixels = try canvas.image().pixels
        #expect(pixels[x: 0, y: 0] == red)
        #expect(pixels[x: 1, y: 1] == red)
        #expect(pixels[x: 2, y: 0] == white)  // above the blue image
        #expect(pixels[x: 2, y: 1] == blue)
        #expect(pixels[x: 3, y: 2] == blue)
        #expect(pixels[x: 0, y: 2] == white)  // below the red image
        #expect(pixels[x: 4, y: 1] == white)  // right of the blue image
    }

    @Test func renderedViewsCanBePlacedOnACanvas() throws {
        var environment = EnvironmentValues()
        environment.displayScale = 1
        let renderer = try WidgetRenderer()
        let green = try renderer.render(Color(red: 0, green: 1, blue: 0), canvas: CGSize(width: 2, height: 2), environment: environment)
        var canvas = try ImageCanvas(width: 4, height: 2, background: white)
        canvas.draw(green, atX: 2, y: 0)
        let pixels = try canvas.image().pixels
        #expect(pixels[x: 1, y: 1] == white)
        #expect(pixels[x: 2, y: 0] == PixelBuffer.Pixel(red: 0, green: 255, blue: 0, alpha: 255))
        #expect(pixels[x: 3, y: 1] == PixelBuffer.Pixel(red: 0, green: 255, blue: 0, alpha: 255))
    }

    @Test func halfTransparentRedOverBlueBlendsSourceOver() throws {
        var canvas = try ImageCanvas(width: 1, height: 1)
        canvas.draw(solid(blue, width: 1, height: 1), atX: 0, y: 0)
        canvas.draw(solid(PixelBuffer.Pixel(red: 255, green: 0, blue: 0, alpha: 128), width: 1, height: 1), atX: 0, y: 0)
        // Source, premultiplied: (128, 0, 0, 128); destination (0, 0, 255, 255).
        // out = s + round(d × (255 − 128) / 255): red 128 + 0, green 0,
        // blue 0 + round(255 × 127 / 255) = 127, alpha 128 + 127 = 255.
        #expect(pixel(canvas, 0, 0) == premultiplied(128, 0, 127, 255))
    }

    @Test func halfTransparentRedOverHalfTransparentBlueBlendsSourceOver() throws {
        var canvas = try ImageCanvas(width: 1, height: 1, background: PixelBuffer.Pixel(red: 0, green: 0, blue: 255, alpha: 128))
        canvas.draw(solid(PixelBuffer.Pixel(red: 255, green: 0, blue: 0, alpha: 128), width: 1, height: 1), atX: 0, y: 0)
        // Destination (0, 0, 128, 128), source (128, 0, 0, 128):
        // blue round(128 × 127 / 255) = round(63.75) = 64, alpha 128 + 64 = 192.
        #expect(pixel(canvas, 0, 0) == premultiplied(128, 0, 64, 192))
        // Straight: red round(128 × 255 / 192) = 170, blue round(64 × 255 / 192) = 85.
        #expect(try canvas.image().pixels[x: 0, y: 0] == PixelBuffer.Pixel(red: 170, green: 0, blue: 85, alpha: 192))
    }

    @Test func blendingMatchesCairo() throws {
        var environment = EnvironmentValues()
        environment.displayScale = 1
        let renderer = try WidgetRenderer()
        let size = CGSize(width: 1, height: 1)
        let back = Color(red: 0.1, green: 0.5, blue: 0.9, opacity: 0.7)
        let front = Color(red: 0.8, green: 0.3, blue: 0.2, opacity: 0.4)
        let drawnByCairo = try renderer.render(
            ZStack {
                back
                front
            }, canvas: size, environment: environment)
        var canvas = try ImageCanvas(width: 1, height: 1)
        canvas.draw(try renderer.render(back, canvas: size, environment: environment), atX: 0, y: 0)
        canvas.draw(try renderer.render(front, canvas: size, environment: environment), atX: 0, y: 0)
        #expect(canvas.bitmap == drawnByCairo.bitmap, "\(String(describing: canvas.bitmap.pixel(x: 0, y: 0))) vs \(String(describing: drawnByCairo.bitmap.pixel(x: 0, y: 0)))")
    }

    @Test func aFullyTransparentImageChangesNothing() throws {
        var canvas = try ImageCanvas(width: 2, height: 1, background: blue)
        let before = canvas.bitmap
        canvas.draw(solid(PixelBuffer.Pixel(red: 255, green: 0, blue: 0, alpha: 0), width: 2, height: 1), atX: 0, y: 0)
        #expect(canvas.bitmap == before)
    }

    @Test func imagesPartlyOutsideAreClipped() throws {
        var canvas = try ImageCanvas(width: 4, height: 4, background: white)
        canvas.draw(solid(red, width: 3, height: 3), atX: -1, y: -1)  // top-left 2×2 visible
        canvas.draw(solid(blue, width: 3, height: 3), atX: 3, y: 3)  // only (3, 3) visible
        let pixels = try canvas.image().pixels
        #expect(pixels[x: 0, y: 0] == red)
        #expect(pixels[x: 1, y: 1] == red)
        #expect(pixels[x: 2, y: 1] == white)
        #expect(pixels[x: 1, y: 2] == white)
        #expect(pixels[x: 3, y: 3] == blue)
        #expect(pixels[x: 2, y: 3] == white)
        #expect(pixels[x: 3, y: 2] == white)
    }

    @Test func clippedImagesReadTheirOwnVisiblePixels() throws {
        // A 3×1 image red, white, blue placed one pixel left: white then blue are visible.
        let strip = Bitmap(width: 3, height: 1, straightRGBA: [255, 0, 0, 255, 255, 255, 255, 255, 0, 0, 255, 255])
        var canvas = try ImageCanvas(width: 3, height: 1)
        canvas.draw(strip, atX: -1, y: 0)
        #expect(pixel(canvas, 0, 0) == premultiplied(255, 255, 255, 255))
        #expect(pixel(canvas, 1, 0) == premultiplied(0, 0, 255, 255))
        #expect(pixel(canvas, 2, 0) == premultiplied(0, 0, 0, 0))
    }

    @Test(arguments: [(-2, 0), (4, 0), (0, -2), (0, 4), (Int.min, Int.min), (Int.max, Int.max), (Int.min, 0), (0, Int.max)])
    func imagesEntirelyOutsideChangeNothing(_ x: Int, _ y: Int) throws {
        var canvas = try ImageCanvas(width: 4, height: 4, background: white)
        let before = canvas.bitmap
        canvas.draw(solid(red, width: 2, height: 2), atX: x, y: y)
        #expect(canvas.bitmap == before)
    }

    @Test func anEmptyBitmapChangesNothing() throws {
        var canvas = try ImageCanvas(width: 2, height: 2, background: white)
        let before = canvas.bitmap
        canvas.draw(try Bitmap(validatingWidth: 0, height: 0, premultipliedRGBA: []), atX: 0, y: 0)
        #expect(canvas.bitmap == before)
    }

    @Test(arguments: [(0, 1), (1, 0), (-1, 5), (16_385, 1), (1, 16_385), (Int.max, Int.max)])
    func canvasSizesOutsideTheLimitsAreAnError(_ width: Int, _ height: Int) {
        #expect(
            throws: WidgetRenderError(
                "cannot make an image canvas of \(width)×\(height) pixels; expected 1 to 16384 pixels per side; "
                    + "put fewer images on one sheet, or render them at a smaller scale"
            )
        ) {
            try ImageCanvas(width: width, height: height)
        }
    }

    @Test func theLargestSideIsAllowed() throws {
        #expect(try ImageCanvas(width: 16_384, height: 1).bitmap.bytes.count == 16_384 * 4)
    }

    @Test func theImageHasTheScaleAndOneLayoutNode() throws {
        let image = try ImageCanvas(width: 6, height: 3).image(scale: 3)
        #expect(image.scale == 3)
        #expect(image.size == CGSize(width: 2, height: 1))
        #expect(image.layout.root.frame == CGRect(x: 0, y: 0, width: 2, height: 1))
        #expect(image.diagnostics.isEmpty)
        #expect(throws: WidgetRenderError("image scale 0.0 is not a finite, positive number of pixels per point; pass e.g. 1, 2 or 3")) {
            try ImageCanvas(width: 1, height: 1).image(scale: 0)
        }
    }
}
