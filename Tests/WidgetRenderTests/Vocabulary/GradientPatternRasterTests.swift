import Foundation
import Testing

@testable import WidgetRender

@Suite struct GradientPatternRasterTests {
    private let bounds = CGRect(x: 0, y: 0, width: 40, height: 40)

    private func render(_ pattern: GradientPattern) throws -> Bitmap {
        try Rasterizer.render(DisplayList(size: bounds.size, scale: 1, items: [fill(bounds, .pattern(pattern))]))
    }

    private let stops = [GradientStop(color: red, location: 0), GradientStop(color: blue, location: 1)]

    @Test func anAngularGradientRunsClockwiseFromThreeOClock() throws {
        let bitmap = try render(.angular(stops, center: .center, startAngle: 0, endAngle: 2 * .pi))
        // Just below the start ray: red; a half turn on (9 o'clock): the mix; just above the start: blue.
        let start = try #require(bitmap.pixel(x: 38, y: 21))
        let half = try #require(bitmap.pixel(x: 2, y: 20))
        let end = try #require(bitmap.pixel(x: 38, y: 18))
        #expect(start.red > 230 && start.blue < 30)
        #expect(abs(Int(half.red) - 128) < 16 && abs(Int(half.blue) - 128) < 16)
        #expect(end.blue > 215 && end.red < 40)
    }

    @Test func anEllipticalGradientFollowsTheBoundsAspect() throws {
        let wide = CGRect(x: 0, y: 0, width: 40, height: 20)
        let bitmap = try Rasterizer.render(DisplayList(size: wide.size, scale: 1, items: [fill(wide, .pattern(.elliptical(stops, center: .center, startRadiusFraction: 0, endRadiusFraction: 0.5)))]))
        // Both edge midpoints lie on the outer ellipse: blue.
        let right = try #require(bitmap.pixel(x: 39, y: 10))
        let bottom = try #require(bitmap.pixel(x: 20, y: 19))
        #expect(right.blue > 200 && bottom.blue > 200)
        let centre = try #require(bitmap.pixel(x: 20, y: 10))
        #expect(centre.red > 200)
    }

    @Test func aMeshGradientTakesItsCornerColours() throws {
        let corners = [red, blue, RGBA(red: 0, green: 1, blue: 0), white]
        let bitmap = try render(.mesh(width: 2, height: 2, points: [UnitPoint(x: 0, y: 0), UnitPoint(x: 1, y: 0), UnitPoint(x: 0, y: 1), UnitPoint(x: 1, y: 1)], colors: corners, background: RGBA(red: 0, green: 0, blue: 0, alpha: 0)))
        let topLeft = try #require(bitmap.pixel(x: 0, y: 0))
        let bottomRight = try #require(bitmap.pixel(x: 39, y: 39))
        #expect(topLeft.red > 240 && topLeft.blue < 20)
        #expect(bottomRight.red > 230 && bottomRight.green > 230 && bottomRight.blue > 230)
    }
}
