import Foundation
import Testing
import WidgetRender

/// PDF image sets of `Tests/Fixtures/App.xcassets`, all one 24 × 24 pt page: an orange bar
/// (4…20 × 4…12 pt from the top-left) and a blue hairline 1/3 pt wide (x 8…8.333, y 14…22).
/// `VectorIcon` preserves vector data, `RasterIcon` does not, `TemplateIcon` is a template;
/// `TwoPages` has two pages and `BrokenPDF` is not a PDF.
@Suite struct PDFImageTests {
    static let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/App.xcassets")
    static let renderer = Result { try WidgetRenderer() }
    static let orange = PixelBuffer.Pixel(red: 255, green: 128, blue: 0, alpha: 255)

    func environment(scale: CGFloat) -> EnvironmentValues {
        var env = EnvironmentValues()
        env.displayScale = scale
        env.assetCatalogs = [Self.catalog]
        return env
    }

    func render<V: View>(_ view: V, size: CGSize = CGSize(width: 24, height: 24), scale: CGFloat = 3) throws -> RenderedImage {
        try Self.renderer.get().render(view, canvas: size, environment: environment(scale: scale))
    }

    static func isClose(_ a: PixelBuffer.Pixel, _ b: PixelBuffer.Pixel, by tolerance: Int = 1) -> Bool {
        abs(Int(a.red) - Int(b.red)) <= tolerance && abs(Int(a.green) - Int(b.green)) <= tolerance
            && abs(Int(a.blue) - Int(b.blue)) <= tolerance && abs(Int(a.alpha) - Int(b.alpha)) <= tolerance
    }

    /// The pixels of row `y` whose alpha is neither 0 nor 255: an edge drawn soft.
    static func softPixels(_ image: RenderedImage, row y: Int) -> Int {
        (0..<image.pixels.width).filter {
            let a = image.pixels[x: $0, y: y].alpha
            return a != 0 && a != 255
        }.count
    }

    @Test func aVectorPDFIsDrawnAtItsPageSizeWithItsColours() throws {
        let tree = try Self.renderer.get().layout(Image("VectorIcon").accessibilityIdentifier("icon"), in: CGSize(width: 100, height: 100), environment: environment(scale: 3))
        #expect(tree.frame(of: "icon")?.size == CGSize(width: 24, height: 24))
        let image = try render(Image("VectorIcon"))
        #expect(image.diagnostics.isEmpty, "\(image.diagnostics)")
        #expect(Self.isClose(image.pixels[x: 36, y: 24], Self.orange), "\(image.pixels[x: 36, y: 24])")
        #expect(image.pixels[x: 6, y: 6].alpha == 0)
    }

    @Test func theHairlineStaysOneDevicePixelAt3x() throws {
        let image = try render(Image("VectorIcon"))
        let row = 18 * 3
        #expect(image.pixels[x: 24, y: row].alpha >= 250, "\(image.pixels[x: 24, y: row])")
        #expect(image.pixels[x: 24, y: row].blue >= 250)
        #expect(image.pixels[x: 23, y: row].alpha == 0)
        #expect(image.pixels[x: 25, y: row].alpha == 0)
    }

    @Test func aResizedVectorPDFIsDrawnAtTheFramesDeviceSize() throws {
        // 3 × 24 pt at 3×: the bar's edges (12 and 60 pt) fall on device pixels and stay hard.
        let view = Image("VectorIcon").resizable().frame(width: 72, height: 72)
        let vector = try render(view, size: CGSize(width: 72, height: 72))
        #expect(Self.softPixels(vector, row: 8 * 9) == 0)
        #expect(Self.isClose(vector.pixels[x: 36, y: 72], Self.orange))
        #expect(vector.pixels[x: 35, y: 72].alpha == 0)
        // Without preserved vector data the page is a 72-pixel bitmap, scaled up 3× like one.
        let raster = try render(Image("RasterIcon").resizable().frame(width: 72, height: 72), size: CGSize(width: 72, height: 72))
        #expect(Self.softPixels(raster, row: 8 * 9) > 0)
    }

    @Test func aPDFWithoutVectorDataIsRasterisedAtTheDeviceScale() throws {
        // At its own size the 3× raster matches the vectors pixel for pixel, hairline included.
        let vector = try render(Image("VectorIcon"))
        let raster = try render(Image("RasterIcon"))
        #expect(raster.diagnostics.isEmpty, "\(raster.diagnostics)")
        #expect(raster.pixels[x: 24, y: 54].alpha >= 250)
        #expect(raster.pixels[x: 23, y: 54].alpha == 0)
        #expect(Self.isClose(raster.pixels[x: 36, y: 24], vector.pixels[x: 36, y: 24]))
        let layout = try Self.renderer.get().layout(Image("RasterIcon").accessibilityIdentifier("icon"), in: CGSize(width: 100, height: 100), environment: environment(scale: 2))
        #expect(layout.frame(of: "icon")?.size == CGSize(width: 24, height: 24))
    }

    @Test func aTemplatePDFTakesTheForegroundStyle() throws {
        let green = Color(red: 0, green: 1, blue: 0)
        let template = try render(Image("TemplateIcon").foregroundStyle(green))
        #expect(Self.isClose(template.pixels[x: 36, y: 24], PixelBuffer.Pixel(red: 0, green: 255, blue: 0, alpha: 255)))
        #expect(Self.isClose(template.pixels[x: 24, y: 54], PixelBuffer.Pixel(red: 0, green: 255, blue: 0, alpha: 255), by: 5))
        let original = try render(Image("TemplateIcon").renderingMode(.original).foregroundStyle(green))
        #expect(Self.isClose(original.pixels[x: 36, y: 24], Self.orange))
        let forced = try render(Image("VectorIcon").renderingMode(.template).foregroundStyle(green))
        #expect(Self.isClose(forced.pixels[x: 36, y: 24], PixelBuffer.Pixel(red: 0, green: 255, blue: 0, alpha: 255)))
    }

    @Test func aNamedUIImageDrawsThePDF() throws {
        let image = try render(Image(uiImage: UIImage(named: "VectorIcon") ?? UIImage()))
        #expect(image.diagnostics.isEmpty, "\(image.diagnostics)")
        #expect(Self.isClose(image.pixels[x: 36, y: 24], Self.orange))
    }

    @Test func aMultiPagePDFIsADiagnosticAndAPlaceholder() throws {
        let view = HStack(spacing: 0) {
            Image("TwoPages")
            Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 24)
        }
        let image = try render(view, size: CGSize(width: 34, height: 24), scale: 1)
        #expect(image.diagnostics == [Diagnostic(.unreadableImage, "image \"TwoPages\" (pages.pdf) cannot be drawn: a PDF of 2 pages; an image set takes a one-page PDF. Export it again as a one-page PDF (or as SVG or PNG); a placeholder is drawn.")])
        #expect(image.pixels[x: 12, y: 12].alpha > 0)  // the placeholder's cross
        #expect(image.pixels[x: 29, y: 12] == PixelBuffer.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
    }

    @Test func aBrokenPDFIsADiagnosticAndAPlaceholder() throws {
        let view = HStack(spacing: 0) {
            Image("BrokenPDF")
            Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 24)
        }
        let image = try render(view, size: CGSize(width: 34, height: 24), scale: 1)
        #expect(image.diagnostics.map(\.kind) == [.unreadableImage])
        let message = image.diagnostics.first?.message ?? ""
        #expect(message.hasPrefix("image \"BrokenPDF\" (broken.pdf) cannot be drawn: not a readable PDF"), "\(message)")
        #expect(message.hasSuffix("a placeholder is drawn."))
        #expect(image.pixels[x: 12, y: 12].alpha > 0)
        #expect(image.pixels[x: 29, y: 12] == PixelBuffer.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
    }
}
