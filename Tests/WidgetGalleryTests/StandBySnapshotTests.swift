import Foundation
import Testing
import WidgetGallery
import WidgetRender

/// StandBy's widget screen against reviewed references in `Snapshots/StandBy/`: the weather
/// and steps widgets side by side, by day (full colour on black) and at night (red).
@Suite("StandBy snapshots")
struct StandBySnapshotTests {
    static let renderer = Result { try WidgetRenderer() }

    @Test(arguments: [false, true])
    func weatherAndStepsSideBySide(night: Bool) throws {
        let renderer = try Self.renderer.get()
        var context = WidgetContext(family: .systemSmall)
        context.showsInStandBy = true
        context.standByNight = night
        let weather = try #require(Gallery.items.first { $0.name == "weather" }).render(renderer, context)
        let steps = try #require(Gallery.items.first { $0.name == "steps" }).render(renderer, context)
        // The gallery's white-on-colour text stays readable on StandBy's black.
        #expect(!(weather.diagnostics + steps.diagnostics).contains { $0.kind == .lowContrast }, "\(weather.diagnostics + steps.diagnostics)")
        let screen = try renderer.standByScreen(weather, steps, in: context)
        #expect(screen.pixelWidth == 2556 && screen.pixelHeight == 1179)
        try SnapshotReference.assertMatches(try screen.pngData(), named: "StandBy/weather-steps-\(night ? "night" : "day")")
    }
}
