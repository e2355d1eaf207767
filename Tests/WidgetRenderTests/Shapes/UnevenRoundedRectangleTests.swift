import Foundation
import Testing
import WidgetRender

@Suite struct UnevenRoundedRectangleTests {
    @Test func itLaysOutLikeAnyShapeAndRoundsOnlyTheCornersGiven() throws {
        let renderer = try WidgetRenderer()
        var env = EnvironmentValues()
        env.displayScale = 1
        let view = UnevenRoundedRectangle(topLeadingRadius: 10, bottomTrailingRadius: 10)
            .fill(Color(red: 1, green: 0, blue: 0))
            .frame(width: 40, height: 20)
            .accessibilityIdentifier("shape")
        #expect(try renderer.layout(view, in: CGSize(width: 40, height: 20), environment: env).frame(of: "shape") == CGRect(x: 0, y: 0, width: 40, height: 20))
        let pixels = try renderer.render(view, canvas: CGSize(width: 40, height: 20), environment: env).pixels
        #expect(pixels[x: 0, y: 0].alpha == 0)  // rounded top-leading corner
        #expect(pixels[x: 39, y: 0].alpha == 255)  // square top-trailing corner
        #expect(pixels[x: 0, y: 19].alpha == 255)  // square bottom-leading corner
        #expect(pixels[x: 39, y: 19].alpha == 0)  // rounded bottom-trailing corner
        #expect(pixels[x: 20, y: 10] == PixelBuffer.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
    }

    @Test func radiiAreClampedToHalfTheShorterSide() {
        let shape = UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 1_000, bottomLeading: .nan, bottomTrailing: -5, topTrailing: .infinity))
        let path = shape.path(in: CGRect(x: 0, y: 0, width: 40, height: 20))
        guard case .move(let start)? = path.elements.first else {
            Issue.record("no start point")
            return
        }
        #expect(start == CGPoint(x: 10, y: 0))
    }
}
