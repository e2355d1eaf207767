import Foundation
import Testing
import WidgetRender  // not @testable: everything used here must be public

@Suite struct RenderedImagePixelsTests {
    let renderer: WidgetRenderer

    init() throws {
        renderer = try WidgetRenderer()
    }

    /// `Color.red` is the system red, as in SwiftUI: #FF3B30 in light mode.
    private let systemRed = PixelBuffer.Pixel(red: 255, green: 59, blue: 48, alpha: 255)
    private let transparent = PixelBuffer.Pixel(red: 0, green: 0, blue: 0, alpha: 0)

    @Test func renderedPixelsRoundTripThroughPNG() throws {
        // The default display scale is 3: 2 × 1 points are 6 × 3 pixels.
        let image = try renderer.render(Color.red.frame(width: 2, height: 1), canvas: CGSize(width: 2, height: 1))
        let pixels = image.pixels
        #expect(pixels.width == 6 && pixels.height == 3)
        #expect(pixels[x: 0, y: 0] == systemRed)
        #expect(pixels[x: 5, y: 2] == systemRed)
        #expect(pixels.bytes == Array([[UInt8]](repeating: [255, 59, 48, 255], count: 18).joined()))
        #expect(image.scale == 3)
        #expect(image.size == CGSize(width: 2, height: 1))

        let decoded = try RenderedImage(pngData: try image.pngData(), scale: 3)
        #expect(decoded.pixels == pixels)
        #expect(decoded.scale == 3)
        #expect(decoded.size == CGSize(width: 2, height: 1))
        #expect(try decoded.pngData() == (try image.pngData()))
    }

    @Test func decodingWithoutAScaleGivesOnePixelPerPoint() throws {
        let image = try renderer.render(Color.red.frame(width: 2, height: 1), canvas: CGSize(width: 2, height: 1))
        let decoded = try RenderedImage(pngData: try image.pngData())
        #expect(decoded.scale == 1)
        #expect(decoded.size == CGSize(width: 6, height: 3))
    }

    @Test func renderedImagesKnowTheirScaleAndPointSize() throws {
        var environment = EnvironmentValues()
        environment.displayScale = 2
        let image = try renderer.render(Color.red, canvas: CGSize(width: 3, height: 1.5), environment: environment)
        #expect(image.scale == 2)
        #expect(image.pixelWidth == 6 && image.pixelHeight == 3)
        #expect(image.size == CGSize(width: 3, height: 1.5))
    }

    @Test func widgetImagesHaveTheDeviceScale() throws {
        let image = try renderer.render(Color.red.containerBackground(for: .widget) { Color.white }, in: WidgetContext(family: .systemSmall))
        #expect(image.scale == 3)  // iPhone6_1, the default device
        #expect(image.size == CGSize(width: CGFloat(image.pixelWidth) / 3, height: CGFloat(image.pixelHeight) / 3))
    }

    @Test func halfTransparentPixelsHaveStraightAlphaColours() throws {
        var environment = EnvironmentValues()
        environment.displayScale = 1
        let image = try renderer.render(Color(red: 1, green: 0, blue: 0).opacity(0.5), canvas: CGSize(width: 1, height: 1), environment: environment)
        // Cairo stores 50 % red as premultiplied (128, 0, 0, 128); straight alpha undoes the
        // multiplication: red 128 × 255 / 128 = 255.
        #expect(image.pixels[x: 0, y: 0] == PixelBuffer.Pixel(red: 255, green: 0, blue: 0, alpha: 128))
    }

    @Test func straightAlphaColoursAreThePremultipliedOnesDividedByAlpha() throws {
        var environment = EnvironmentValues()
        environment.displayScale = 1
        let colour = Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5)
        let image = try renderer.render(colour, canvas: CGSize(width: 1, height: 1), environment: environment)
        // Cairo premultiplies in 16 bits and keeps the high byte: alpha 32768 >> 8 = 128,
        // red 0.1 × 65535 → 6554 >> 8 = 25, green 13107 >> 8 = 51, blue 19661 >> 8 = 76.
        // Straight alpha is round(c × 255 / 128): 50, 102, 151 (the 8-bit premultiplied
        // bytes cannot hold 51 and 153 exactly).
        #expect(image.pixels[x: 0, y: 0] == PixelBuffer.Pixel(red: 50, green: 102, blue: 151, alpha: 128))
    }

    @Test func transparentPixelsAreAllZero() throws {
        var environment = EnvironmentValues()
        environment.displayScale = 1
        let image = try renderer.render(Color.red.frame(width: 1, height: 1), canvas: CGSize(width: 3, height: 1), environment: environment)
        #expect(image.pixels[x: 0, y: 0] == transparent)
        #expect(image.pixels[x: 1, y: 0] == systemRed)
        #expect(image.pixels[x: 2, y: 0] == transparent)
    }

    @Test func imagesFromPixelsKeepOpaqueAndHalfTransparentPixels() throws {
        let bytes: [UInt8] = [255, 0, 0, 128, 10, 20, 30, 255, 0, 0, 0, 0]
        let pixels = try PixelBuffer(width: 3, height: 1, bytes: bytes)
        let image = try RenderedImage(pixels: pixels, scale: 2)
        #expect(image.pixels == pixels)
        #expect(image.pixelWidth == 3 && image.pixelHeight == 1)
        #expect(image.size == CGSize(width: 1.5, height: 0.5))
        #expect(try RenderedImage(pngData: try image.pngData(), scale: 2).pixels == pixels)
    }

    @Test func aTranslucentColourBecomesTheNearestOneItsPremultipliedBytesHold() throws {
        // Premultiplied by alpha 1, red 100 becomes round(100 / 255) = 0: the colour is gone.
        let image = try RenderedImage(pixels: try PixelBuffer(width: 1, height: 1, bytes: [100, 255, 0, 1]))
        #expect(image.pixels[x: 0, y: 0] == PixelBuffer.Pixel(red: 0, green: 255, blue: 0, alpha: 1))
    }

    @Test func imagesNotFromViewsHaveOneLayoutNodeAndNoDiagnostics() throws {
        let image = try RenderedImage(pixels: try PixelBuffer(width: 4, height: 2, bytes: [UInt8](repeating: 255, count: 32)), scale: 2)
        #expect(image.diagnostics.isEmpty)
        #expect(image.layout.canvas == CGSize(width: 2, height: 1))
        #expect(image.layout.root.frame == CGRect(x: 0, y: 0, width: 2, height: 1))
        #expect(image.layout.root.children.isEmpty)
        #expect(image.layout.dump() == "Pixels (0, 0, 2, 1)")
    }

    @Test func corruptPNGDataIsAnErrorThatSaysPNG() throws {
        var png = [UInt8](try renderer.render(Color.red, canvas: CGSize(width: 4, height: 4)).pngData())
        png.replaceSubrange(20..<png.count, with: [UInt8](repeating: 0xAB, count: png.count - 20))
        let error = try #require(throws: WidgetRenderError.self) { try RenderedImage(pngData: Data(png)) }
        #expect(error.message.contains("PNG"))
        #expect(error.message.contains("corrupt"), "\(error.message)")
    }

    @Test func dataThatIsNotAPNGIsAnError() {
        #expect(
            throws: WidgetRenderError(
                "cannot decode 5 bytes as PNG: the data does not start with the PNG signature; pass the bytes of a .png file"
            )
        ) {
            try RenderedImage(pngData: Data("hello".utf8))
        }
        #expect(throws: WidgetRenderError("cannot decode PNG: the data is empty (0 bytes); pass the bytes of a .png file")) {
            try RenderedImage(pngData: Data())
        }
    }

    @Test(arguments: [0, -1, CGFloat.nan, .infinity, -.infinity])
    func aScaleThatIsNotFiniteAndPositiveIsAnError(_ scale: CGFloat) throws {
        let png = try renderer.render(Color.red, canvas: CGSize(width: 1, height: 1)).pngData()
        let message = "image scale \(scale) is not a finite, positive number of pixels per point; pass e.g. 1, 2 or 3"
        #expect(throws: WidgetRenderError(message)) { try RenderedImage(pngData: png, scale: scale) }
        let pixels = try PixelBuffer(width: 1, height: 1, bytes: [0, 0, 0, 255])
        #expect(throws: WidgetRenderError(message)) { try RenderedImage(pixels: pixels, scale: scale) }
    }

    @Test func anEmptyPixelBufferMakesNoImage() throws {
        #expect(
            throws: WidgetRenderError(
                "cannot make an image of 0×3 pixels; pass a pixel buffer of at least 1×1 pixels"
            )
        ) {
            try RenderedImage(pixels: try PixelBuffer(width: 0, height: 3, bytes: []))
        }
    }
}
