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
        #expect(LayoutTreeFormat.rect(frame) == "(16, 40, 67.333, 53.333)")
        // Inside the content margins, left-aligned with the 16 pt margin.
        #expect(frame.minX == 16)
        #expect(frame.maxY <= 158 - 16)
    }
}

/// Frames printed as the layout dump prints them.
enum LayoutTreeFormat {
    static func rect(_ r: CGRect) -> String {
        func f(_ v: CGFloat) -> String {
            let rounded = (v * 1000).rounded() / 1000
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.3f", rounded).replacingOccurrences(of: "0+$", with: "", options: .regularExpression)
        }
        return "(\(f(r.minX)), \(f(r.minY)), \(f(r.width)), \(f(r.height)))"
    }
}
