import Foundation
import Testing
import WidgetGallery
import WidgetRender

/// The gallery's layouts, asserted as frames (the README quotes the first one).
@Suite("Gallery layout")
struct GalleryLayoutTests {
    @Test func weatherMediumPlacesTheTemperatureUnderTheCity() throws {
        let renderer = try WidgetRenderer()
        let image = try renderer.render(WeatherWidget(), entry: WeatherEntry.sample, in: WidgetContext(family: .systemMedium, colorScheme: .dark))
        let frame = try #require(image.layout.frame(of: "temperature"))
        // (16, 40, 67.333, 53.333): text sizes are whole device pixels (1/3 pt at @3x).
        #expect(frame.origin == CGPoint(x: 16, y: 40))
        #expect(abs(frame.width - 202.0 / 3) < 1e-9 && abs(frame.height - 160.0 / 3) < 1e-9, "\(frame)")
        // Inside the content margins, left-aligned with the 16 pt margin.
        #expect(frame.minX == 16)
        #expect(frame.maxY <= 158 - 16)
    }
}
