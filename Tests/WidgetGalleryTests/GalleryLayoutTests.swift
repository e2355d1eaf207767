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
        // (16, 38.333, 66, 52.667): text sizes are whole device pixels (1/3 pt at @3x); the
        // temperature is as wide and its line as tall as SF Pro sets it (width calibration,
        // 1.1934 em lines).
        #expect(frame.origin.x == 16 && abs(frame.origin.y - 115.0 / 3) < 1e-9, "\(frame)")
        #expect(abs(frame.width - 66) < 1e-9 && abs(frame.height - 158.0 / 3) < 1e-9, "\(frame)")
        // Inside the content margins, left-aligned with the 16 pt margin.
        #expect(frame.minX == 16)
        #expect(frame.maxY <= 158 - 16)
    }
}
