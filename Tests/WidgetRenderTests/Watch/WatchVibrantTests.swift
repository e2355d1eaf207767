import Foundation
import Testing

@testable import WidgetRender

/// Apple Watch does not use the vibrant mode: asking for it on a watch draws what the face
/// draws (accented) and says so, naming the fix.
@Suite struct WatchVibrantTests {
    static let renderer = Result { try WidgetRenderer() }

    /// Reports the mode it sees in its text and draws an accentable square.
    struct ModeProbe: View {
        @Environment(\.widgetRenderingMode) var mode
        var body: some View {
            VStack {
                Text("\(mode)").accessibilityIdentifier("mode")
                Rectangle().frame(width: 20, height: 20).widgetAccentable()
            }
            .containerBackground(Color.blue, for: .widget)
        }
    }

    private func render(_ mode: WidgetRenderingMode, family: WidgetFamily = .accessoryRectangular) throws -> RenderedImage {
        var context = WidgetContext(family: family, device: .watch45mm)
        context.renderingMode = mode
        return try Self.renderer.get().render(ModeProbe(), in: context)
    }

    @Test func vibrantOnAWatchIsDrawnAccentedWithADiagnosticNamingTheFix() throws {
        let vibrant = try render(.vibrant)
        let accented = try render(.accented)
        #expect(vibrant.pixels == accented.pixels)
        let notes = vibrant.diagnostics.filter { $0.kind == .renderingModeAdjusted }.map(\.message)
        #expect(
            notes == [
                "vibrant is not used on Apple Watch (watch45mm): watch faces and the Smart Stack draw widgets in full colour or accented, so this render is accented, as a face draws it. Set renderingMode to .fullColor or .accented, or choose an iPhone device (e.g. iPhone6_1) for the Lock Screen's vibrant look."
            ])
        #expect(!accented.diagnostics.contains { $0.kind == .renderingModeAdjusted })
    }

    @Test func theViewsSeeTheAccentedMode() throws {
        var context = WidgetContext(family: .accessoryCircular, device: .watch45mm)
        context.renderingMode = .vibrant
        #expect(context.environment(now: WidgetContext.referenceDate).widgetRenderingMode == .accented)
        #expect(Surfaces.surface(for: context) is WatchFaceSurface)
        #expect(ContactSheetColumn.vibrant.title(in: context) == "Vibrant · accented on watch")
    }

    @Test func everyWatchFamilyTakesTheSameRoute() throws {
        for family in [WidgetFamily.accessoryCircular, .accessoryCorner, .accessoryInline] {
            let vibrant = try render(.vibrant, family: family)
            #expect(vibrant.diagnostics.contains { $0.kind == .renderingModeAdjusted && $0.message.hasPrefix("vibrant is not used on Apple Watch") }, "\(family)")
        }
    }

    @Test func theLockScreenStaysVibrantOnAnIPhone() throws {
        var context = WidgetContext(family: .accessoryRectangular, device: .iPhone6_1)
        context.renderingMode = .vibrant
        #expect(Surfaces.surface(for: context) is LockScreenSurface)
        #expect(context.environment(now: WidgetContext.referenceDate).widgetRenderingMode == .vibrant)
    }
}
