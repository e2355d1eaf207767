import Foundation
import Testing
import WidgetGallery
import WidgetRender

/// The Mac desktop against reviewed references in `Snapshots/MacDesktop/`: a gallery widget in
/// full colour and dimmed (another app in front), and the "white rectangle" a background drawn
/// as content becomes on the dimmed desktop.
@Suite("Mac desktop snapshots")
struct MacDesktopSnapshotTests {
    static let renderer = Result { try WidgetRenderer() }

    /// A widget that paints its background as content, edge to edge (its configuration turns
    /// the content margins off), instead of declaring a container background.
    struct BackgroundAsContent: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 4) {
                Text("Inbox").font(.headline)
                Text("3 unread").font(.subheadline).foregroundStyle(.secondary)
            }
            .foregroundStyle(.white)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Color(red: 0.1, green: 0.35, blue: 0.85))
        }
    }

    @Test func weatherInFullColourAndDimmed() throws {
        let renderer = try Self.renderer.get()
        let weather = try #require(Gallery.items.first { $0.name == "weather" })
        let medium = try weather.render(renderer, WidgetContext(family: .systemMedium, device: .macDesktop))
        #expect(medium.diagnostics.isEmpty, "\(medium.diagnostics)")
        try SnapshotReference.assertMatches(try medium.pngData(), named: "MacDesktop/weather-systemMedium")
        var dimmed = WidgetContext(family: .systemSmall, device: .macDesktop)
        dimmed.renderingMode = .accented
        let small = try weather.render(renderer, dimmed)
        #expect(small.diagnostics.map(\.kind) == [.chosenFigure])
        try SnapshotReference.assertMatches(try small.pngData(), named: "MacDesktop/weather-systemSmall-dimmed")
    }

    @Test func aBackgroundDrawnAsContentIsAWhiteRectangleWhenDimmed() throws {
        var context = WidgetContext(family: .systemSmall, device: .macDesktop, contentMarginsDisabled: true)
        context.renderingMode = .accented
        let image = try Self.renderer.get().render(BackgroundAsContent(), in: context)
        #expect(image.diagnostics.contains { $0.kind == .opaqueBackgroundAsContent })
        try SnapshotReference.assertMatches(try image.pngData(), named: "MacDesktop/background-as-content-dimmed")
    }
}
