import Foundation
import Testing

@testable import WidgetRender

/// `UIGraphicsImageRenderer` as widget code scales a logo with it: the image has the size and
/// scale asked for, and showing it draws a placeholder of that size, reported.
@Suite("UIGraphicsImageRenderer")
struct UIGraphicsImageRendererTests {
    private func logo() throws -> UIImage {
        let renderer = try WidgetRenderer()
        var env = EnvironmentValues()
        env.displayScale = 2
        let png = try renderer.render(Color.red.frame(width: 8, height: 8), canvas: CGSize(width: 8, height: 8), environment: env).pngData()
        return try #require(UIImage(data: png, scale: 2))
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

    @Test func showingTheImageDrawsAPlaceholderOfItsSizeAndReportsIt() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 12)).image { _ in }
        let renderer = try WidgetRenderer()
        let rendered = try renderer.render(
            HStack(spacing: 0) { Image(uiImage: image).accessibilityIdentifier("drawing") }.fixedSize(),
            canvas: CGSize(width: 100, height: 100), environment: EnvironmentValues())
        let messages = rendered.diagnostics.filter { $0.kind == .unsupported }.map(\.message)
        #expect(messages == ["a UIImage made by UIGraphicsImageRenderer (24 × 12 pt) is not drawn yet: a placeholder of its size is drawn. Draw its images with Image(uiImage:) views instead."])
        #expect(rendered.layout.frame(of: "drawing")?.size == CGSize(width: 24, height: 12))
    }
}
