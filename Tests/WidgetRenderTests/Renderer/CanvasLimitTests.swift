import Foundation
import Testing

@testable import WidgetRender

/// A canvas render is at most 4096 × 4096 pixels at a scale of at most 8; a layout has no
/// pixels and only needs a finite canvas.
@Suite("Canvas limits")
struct CanvasLimitTests {
    let renderer: WidgetRenderer

    init() throws {
        renderer = try WidgetRenderer()
    }

    private func environment(scale: CGFloat) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.displayScale = scale
        return environment
    }

    @Test func aHugeSquareCanvasIsAnErrorNamingItsSizeScaleAndTheLimit() {
        // 16,384 pixels per side passes the side limit: only the area limit stops 1 GB of pixels.
        #expect(
            throws: WidgetRenderError(
                "a canvas of 16384.0×16384.0 points at scale 1.0 would be 16384×16384 = 268435456 pixels, "
                    + "over the limit of 16777216 pixels (4096×4096) for a canvas render; "
                    + "pass a smaller canvas or a smaller environment.displayScale"
            )
        ) {
            try renderer.render(Color.red, canvas: CGSize(width: 16_384, height: 16_384), environment: environment(scale: 1))
        }
    }

    @Test func theAreaCountsPixelsNotPoints() {
        // 2000 × 2000 points is 4 M points, but 12 M × 3 = 36 M pixels at the default 3×.
        #expect {
            try renderer.render(Color.red, canvas: CGSize(width: 2000, height: 2000))
        } throws: { error in
            (error as? WidgetRenderError)?.message.hasPrefix("a canvas of 2000.0×2000.0 points at scale 3.0 would be 6000×6000 = 36000000 pixels") == true
        }
    }

    @Test func theLimitItselfIsAccepted() throws {
        let size = try CanvasSize(canvasRender: CGSize(width: 2048, height: 2048), scale: 2)
        #expect(size.width == 4096 && size.height == 4096)
        let strip = try CanvasSize(canvasRender: CGSize(width: 16_384, height: 1024), scale: 1)
        #expect(strip.width * strip.height == CanvasSize.maximumCanvasPixels)
        #expect(throws: WidgetRenderError.self) {
            try CanvasSize(canvasRender: CGSize(width: 2048, height: 2048.5), scale: 2)  // 4096 × 4097
        }
    }

    @Test func aLongThinCanvasStillMeetsTheSideLimit() {
        // 20,000 × 1 pixels is a small area, but over 16,384 pixels per side.
        #expect(
            throws: WidgetRenderError(
                "cannot render a canvas of 20000.0×1.0 points at scale 1.0; expected a finite size and scale giving 1 to 16384 pixels per side"
            )
        ) {
            try renderer.render(Color.red, canvas: CGSize(width: 20_000, height: 1), environment: environment(scale: 1))
        }
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity, 0, -2, 8.5, 1_000])
    func aScaleOutOfRangeIsAnError(_ scale: CGFloat) {
        #expect(
            throws: WidgetRenderError(
                "environment.displayScale \(scale) is out of range for a canvas render; use a finite scale in (0, 8], e.g. 2 or 3"
            )
        ) {
            try renderer.render(Color.red, canvas: CGSize(width: 10, height: 10), environment: environment(scale: scale))
        }
    }

    @Test func theLargestScaleRenders() throws {
        let image = try renderer.render(Color.red, canvas: CGSize(width: 10, height: 5), environment: environment(scale: 8))
        #expect(image.pixelWidth == 80)
        #expect(image.pixelHeight == 40)
        // Every pixel is the red fill, up to the last one.
        let red = try #require(image.bitmap.pixel(x: 0, y: 0))
        #expect(red.alpha == 255 && red.red > 200 && red.green < 100)
        #expect(image.bitmap.pixel(x: 79, y: 39) == red)
    }

    @Test func aLayoutMayUseACanvasLargerThanARender() throws {
        let tree = try renderer.layout(Color.red.accessibilityIdentifier("fill"), in: CGSize(width: 100_000, height: 100_000))
        #expect(tree.frame(of: "fill") == CGRect(x: 0, y: 0, width: 100_000, height: 100_000))
    }

    @Test(arguments: [CGFloat.nan, .infinity, -1])
    func aLayoutNeedsAFiniteNonNegativeCanvas(_ side: CGFloat) {
        #expect(throws: WidgetRenderError.self) {
            try renderer.layout(Color.red, in: CGSize(width: side, height: 10))
        }
    }

    /// The area limit fits inside the side limit, the scale limit is a widget's, and every
    /// widget on every device fits the side limit at the largest scale.
    @Test func theLimitsAreCoherent() throws {
        #expect(CanvasSize.maximumCanvasPixels == 4096 * 4096)
        #expect(CanvasSize.maximumCanvasPixels <= CanvasSize.maximumSide * CanvasSize.maximumSide)
        #expect(CanvasSize.maximumCanvasScale == WidgetContext.maximumScale)
        for device in DeviceProfile.all {
            for family in device.slots.keys {
                let context = WidgetContext(family: family, device: device, scale: WidgetContext.maximumScale)
                let pixels = try context.pixelSize()
                #expect(pixels.width <= CanvasSize.maximumSide && pixels.height <= CanvasSize.maximumSide, "\(device.name) \(family)")
            }
        }
    }
}
