import Foundation
import Testing

@testable import WidgetCore
@testable import WidgetRender

/// `UIGraphicsImageRenderer` as widget code scales a logo with it: the closure's drawing is
/// recorded and drawn when the image is shown, at any size; what cannot be drawn is a grey
/// box, reported.
@Suite("UIGraphicsImageRenderer")
struct UIGraphicsImageRendererTests {
    let renderer: WidgetRenderer

    init() throws {
        renderer = try WidgetRenderer()
    }

    /// An 8 × 8 pt red square at 2 px per pt, as PNG bytes.
    private func logo() throws -> UIImage {
        var env = EnvironmentValues()
        env.displayScale = 2
        let png = try renderer.render(Color(red: 1, green: 0, blue: 0).frame(width: 8, height: 8), canvas: CGSize(width: 8, height: 8), environment: env).pngData()
        return try #require(UIImage(data: png, scale: 2))
    }

    /// The logo in the left half of a 20 × 10 pt drawing, the right half filled blue.
    private func drawing() throws -> UIImage {
        let logo = try logo()
        return UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: logo.imageRendererFormat).image { context in
            logo.draw(in: CGRect(x: 0, y: 0, width: 10, height: 10))
            UIColor(red: 0, green: 0, blue: 1, alpha: 1).setFill()
            context.fill(CGRect(x: 10, y: 0, width: 10, height: 10))
        }
    }

    /// `image` shown at `size` (its own size when `nil`) on white, at 2 px per pt.
    private func show(_ image: UIImage, size: CGSize? = nil) throws -> RenderedImage {
        var env = EnvironmentValues()
        env.displayScale = 2
        let view = Group {
            if let size { Image(uiImage: image).resizable().frame(width: size.width, height: size.height) } else { Image(uiImage: image) }
        }
        let canvas = size ?? image.size
        return try renderer.render(view.background(Color.white), canvas: canvas, environment: env)
    }

    private func rgb(_ image: RenderedImage, _ x: Int, _ y: Int) throws -> [UInt8] {
        let p = try #require(image.pixels.pixel(x: x, y: y))
        return [p.red, p.green, p.blue]
    }

    @Test func theImageHasTheRenderersSizeAndTheFormatsScale() throws {
        let logo = try logo()
        #expect(logo.imageRendererFormat.scale == 2)
        var drawn = 0
        let canvas = CGSize(width: 10, height: 6)
        let image = UIGraphicsImageRenderer(size: canvas, format: logo.imageRendererFormat).image { context in
            drawn += 1
            #expect(context.format.scale == 2)
            logo.draw(in: CGRect(origin: .zero, size: canvas))
        }
        #expect(drawn == 1)
        #expect(image.size == canvas)
        #expect(image.scale == 2)
        #expect(UIGraphicsImageRenderer(size: canvas).format.scale == 3)
        #expect(UIGraphicsImageRenderer(bounds: CGRect(x: 5, y: 5, width: 4, height: 2)).size == CGSize(width: 4, height: 2))
    }

    @Test func theDrawingIsShownAtItsOwnSize() throws {
        let shown = try show(try drawing())
        #expect(shown.diagnostics.filter { $0.kind == .unsupported || $0.kind == .unreadableImage }.isEmpty, "\(shown.diagnostics)")
        #expect(shown.pixelWidth == 40 && shown.pixelHeight == 20)
        #expect(try rgb(shown, 10, 10) == [255, 0, 0])
        #expect(try rgb(shown, 30, 10) == [0, 0, 255])
    }

    @Test func aResizableDrawingScalesWithItsFrame() throws {
        let shown = try show(try drawing(), size: CGSize(width: 40, height: 20))
        #expect(shown.pixelWidth == 80 && shown.pixelHeight == 40)
        #expect(try rgb(shown, 20, 20) == [255, 0, 0])
        #expect(try rgb(shown, 60, 20) == [0, 0, 255])
    }

    @Test func aDrawingDrawnIntoAnotherIsDrawnToo() throws {
        let inner = try drawing()
        let outer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 10)).image { _ in
            inner.draw(at: CGPoint(x: 20, y: 0))
        }
        let shown = try show(outer)
        #expect(try rgb(shown, 10, 10) == [255, 255, 255], "the left half is not drawn")
        #expect(try rgb(shown, 50, 10) == [255, 0, 0])
        #expect(try rgb(shown, 70, 10) == [0, 0, 255])
    }

    @Test func aSymbolAndAStrokeAreGreyBoxesAndReported() throws {
        let symbol = try #require(UIImage(systemName: "star.fill"))
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
            symbol.draw(in: CGRect(x: 0, y: 0, width: 10, height: 10))
            context.stroke(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        let shown = try show(image)
        let messages = shown.diagnostics.filter { $0.kind == .unsupported }.map(\.message)
        #expect(
            messages == [
                "the symbol \"star.fill\" drawn into a UIGraphicsImageRenderer is not drawn; a grey box is drawn in its place. Show it with Image(systemName: \"star.fill\") instead",
                "stroke(_:) in a UIGraphicsImageRenderer drawing is not drawn; draw the shape with SwiftUI views instead",
            ])
        let centre = try rgb(shown, 10, 10)
        #expect(centre != [255, 255, 255] && centre[0] == centre[1], "a grey box: \(centre)")
    }

    /// The PNG written for an asset catalog's pixels decodes to the same pixels.
    @Test func storedPNGsDecodeToTheirPixels() throws {
        var rgba: [UInt8] = []
        for i in 0..<6 { rgba += [UInt8(i * 40), UInt8(255 - i * 40), 7, 255] }
        let png = StoredPNG.encode(width: 3, height: 2, rgba: rgba)
        let decoded = try RenderedImage(pngData: png)
        #expect(decoded.pixelWidth == 3 && decoded.pixelHeight == 2)
        var found: [UInt8] = []
        for y in 0..<2 {
            for x in 0..<3 {
                let p = try #require(decoded.pixels.pixel(x: x, y: y))
                found += [p.red, p.green, p.blue, p.alpha]
            }
        }
        #expect(found == rgba)
    }
}
