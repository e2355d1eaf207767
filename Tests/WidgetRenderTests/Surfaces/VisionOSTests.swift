import Foundation
import Testing

@testable import WidgetRender

/// Apple Vision Pro: the measured grid, the mounting style, texture and level of detail as
/// context settings the views can read, drawn flat with a diagnostic that says so; no vibrant
/// mode; a widget's supported mounting styles and texture honoured.
@Suite struct VisionOSTests {
    static let renderer = Result { try WidgetRenderer() }

    /// Shows which level of detail it was given.
    struct Detailed: View {
        @Environment(\.levelOfDetail) var detail
        var body: some View {
            Text(detail == .simplified ? "Far" : "Near").accessibilityIdentifier("label")
                .containerBackground(Color.blue, for: .widget)
        }
    }

    /// A wall-only widget on paper.
    struct Poster: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "poster", provider: ReferenceDateProvider()) { _ in Detailed() }
                .supportedMountingStyles([.recessed])
                .widgetTexture(.paper)
                .supportedFamilies([.systemSmall])
        }
    }

    @Test func theMeasuredGridAt2x() throws {
        let frames = DeviceProfile.visionOS27_visionPro.supportedFamilies.map { family -> String in
            let size = DeviceProfile.visionOS27_visionPro.slots[family]!.canvas
            return "\(family) \(Int(size.width))×\(Int(size.height))"
        }
        #expect(
            frames == [
                "systemSmall 158×158", "systemMedium 354×158", "systemLarge 354×354", "systemExtraLarge 550×354", "systemExtraLargePortrait 354×550",
                "accessoryCircular 75×75", "accessoryRectangular 208×79",
            ])
        #expect(DeviceProfile.visionPro.slots[.accessoryCircular] == nil)
        // The 158 pt cell and the 38 pt gutter.
        #expect(2 * 158 + 38 == 354 && 3 * 158 + 2 * 38 == 550)
        var c = WidgetContext(family: .systemMedium, device: .visionPro)
        #expect(c.system == .iOS26)
        #expect(try c.pixelSize() == (708, 316))
        c.system = .iOS27
        c.family = .accessoryCircular
        #expect(try c.size() == CGSize(width: 75, height: 75))
    }

    @Test func theViewsSeeTheLevelOfDetailAndTheRenderSaysItIsFlat() throws {
        var context = WidgetContext(family: .systemSmall, device: .visionPro)
        context.levelOfDetail = .simplified
        context.mountingStyle = .recessed
        let image = try Self.renderer.get().render(Detailed(), in: context)
        #expect(image.layout.node(withIdentifier: "label")?.text == "Far")
        #expect(Surfaces.surface(for: context) is VisionSurface)
        #expect(
            image.diagnostics.map(\.message) == [
                "visionOS shows the widget in the room, recessed and coated in glass; drawn flat here, without the frame, shadow or recess and without the coating's lighting (DocC: Rendering Modes)."
            ])
    }

    @Test func vibrantAndAccentedAreReportedAndEachColumnIsNamed() throws {
        var context = WidgetContext(family: .systemSmall, device: .visionPro, renderingMode: .vibrant)
        let vibrant = try Self.renderer.get().render(Detailed(), in: context)
        #expect(vibrant.diagnostics.contains { $0.message.hasPrefix("visionOS has no vibrant mode") })
        context.renderingMode = .accented
        let image = try Self.renderer.get().render(Detailed(), in: context)
        #expect(image.diagnostics.contains { $0.message.hasPrefix("visionOS replaces an accented widget's background") })
        #expect(
            ContactSheetColumn.standard.map { $0.title(in: context) } == [
                "Full colour · light · visionOS", "Full colour · dark · visionOS", "Accented · visionOS", "Vibrant · none on visionOS",
            ])
    }

    @Test func aWidgetsMountingStylesAndTextureAreHonoured() throws {
        let renderer = try Self.renderer.get()
        let entry = ReferenceDateEntry(date: WidgetContext.referenceDate)
        var context = WidgetContext(family: .systemSmall, device: .visionPro)
        #expect(throws: WidgetRenderError.self) { try renderer.render(Poster(), entry: entry, in: context) }
        context.mountingStyle = .recessed
        let image = try renderer.render(Poster(), entry: entry, in: context)
        #expect(image.diagnostics.first?.message.contains("recessed and coated in paper") == true, "\(image.diagnostics)")
        // Outside visionOS the modifiers change nothing.
        #expect(try renderer.render(Poster(), entry: entry, in: WidgetContext(family: .systemSmall)).diagnostics.isEmpty)
    }

    @Test func visionSettingsElsewhereAreReported() throws {
        var context = WidgetContext(family: .systemSmall)
        context.levelOfDetail = .simplified
        context.widgetTexture = .paper
        let image = try Self.renderer.get().render(Detailed(), in: context)
        #expect(
            image.diagnostics.map(\.message) == [
                "widgetTexture paper, levelOfDetail simplified exist on visionOS only; iPhone6_1 has none (its level of detail is always default). Use a visionOS profile such as visionPro."
            ])
        #expect(image.layout.node(withIdentifier: "label")?.text == "Far")
    }
}
