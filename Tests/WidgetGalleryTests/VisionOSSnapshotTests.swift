import Foundation
import Testing
import WidgetGallery
import WidgetRender

/// Apple Vision Pro against a reviewed reference in `Snapshots/VisionOS/`: a gallery widget at
/// the measured 354 × 158 pt medium size, drawn flat, with the note that says so.
@Suite("visionOS snapshots")
struct VisionOSSnapshotTests {
    @Test func weatherMediumDrawnFlat() throws {
        let renderer = try WidgetRenderer()
        let weather = try #require(Gallery.items.first { $0.name == "weather" })
        let image = try weather.render(renderer, WidgetContext(family: .systemMedium, device: .visionPro))
        #expect(image.pixelWidth == 708 && image.pixelHeight == 316)
        #expect(image.diagnostics.map(\.kind) == [.renderingModeAdjusted])
        try SnapshotReference.assertMatches(try image.pngData(), named: "VisionOS/weather-systemMedium")
    }
}
