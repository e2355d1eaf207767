import Foundation
import Testing
import WidgetGallery

@testable import WidgetRender

/// A Live Activity on CarPlay's Dashboard (`ActivityScreen.carPlay`): the HIG's three card
/// sizes, the small family's view in the context's scheme, the default card of the island's
/// compact views dark in either, and buttons that do not act there.
@Suite struct CarPlayActivityTests {
    let renderer = try! WidgetRenderer()

    func carPlay(_ size: CarPlayActivitySize = .wide, scheme: ColorScheme = .light, device: DeviceProfile = .iPhone6_1) -> WidgetContext {
        var context = WidgetContext(family: .systemMedium, device: device, colorScheme: scheme)
        context.activityScreen = .carPlay
        context.carPlayActivitySize = size
        return context
    }

    @Test(arguments: [(CarPlayActivitySize.wide, 720, 234), (.tall, 720, 300), (.narrow, 510, 234)])
    func theCardHasTheHIGsSizes(size: CarPlayActivitySize, width: Int, height: Int) throws {
        let image = try renderer.render(ProbeActivity(url: URL(string: "probe://x")), attributes: ProbeAttributes(), state: .init(shape: .text), as: .content, in: carPlay(size))
        #expect((image.pixelWidth, image.pixelHeight) == (width, height))  // @3x
    }

    @Test func theSmallFamilysViewFollowsTheScheme() throws {
        let light = try renderer.render(FamilyProbeActivity(), attributes: ProbeAttributes(), state: .init(shape: .text), as: .content, in: carPlay(scheme: .light))
        let dark = try renderer.render(FamilyProbeActivity(), attributes: ProbeAttributes(), state: .init(shape: .text), as: .content, in: carPlay(scheme: .dark))
        var texts: [String] = []
        light.layout.forEach { if let t = $0.text { texts.append(t) } }
        dark.layout.forEach { if let t = $0.text { texts.append(t) } }
        #expect(texts == ["small light", "small dark"])
        #expect(light.pixels[x: 30, y: 12] == PixelBuffer.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(dark.pixels[x: 30, y: 12] == PixelBuffer.Pixel(red: 32, green: 32, blue: 34, alpha: 255))
    }

    @Test func theDefaultCardIsTheCompactViewsDarkInEitherScheme() throws {
        let light = try renderer.render(DeliveryActivity(), attributes: WidgetGallery.DeliveryAttributes.sample, state: .onTheWay, as: .content, in: carPlay(scheme: .light))
        let dark = try renderer.render(DeliveryActivity(), attributes: WidgetGallery.DeliveryAttributes.sample, state: .onTheWay, as: .content, in: carPlay(scheme: .dark))
        #expect(try light.pngData() == dark.pngData())
        let chosen = light.diagnostics.filter { $0.kind == .chosenFigure }.map(\.message).joined()
        #expect(chosen.contains("CarPlay's card corner radius (12 pt)") && chosen.contains("the default CarPlay card's layout"), "\(chosen)")
        try SnapshotFiles.assertMatches(light, named: "LiveActivities/delivery-carPlay")
    }

    @Test func buttonsAreReportedAsNotActing() throws {
        let image = try renderer.render(ButtonProbeActivity(), attributes: ProbeAttributes(), state: .init(shape: .text), as: .content, in: carPlay())
        #expect(
            image.diagnostics.filter { $0.kind == .ignoredInteraction }.map(\.message) == [
                "the CarPlay card has 1 button or toggle; they do not act in CarPlay (a tap opens nothing). Show their state as text there, or hide them in the small family."
            ])
        // On the Lock Screen the same button acts: no such diagnostic.
        let lock = try renderer.render(ButtonProbeActivity(), attributes: ProbeAttributes(), state: .init(shape: .text), as: .content, in: WidgetContext(family: .systemMedium))
        #expect(!lock.diagnostics.contains { $0.kind == .ignoredInteraction })
    }

    @Test func anIPadHasNoCarPlay() {
        #expect(throws: WidgetRenderError("iPad11 is an iPad; CarPlay shows an iPhone's Live Activities. Use an iPhone profile such as iPhone6_1, or activityScreen .lockScreen")) {
            try renderer.render(DeliveryActivity(), attributes: WidgetGallery.DeliveryAttributes.sample, state: .onTheWay, as: .content, in: carPlay(device: .iPad11))
        }
    }
}

/// An intent for the button probe.
struct CarPlayProbeIntent: AppIntent {
    static let title: LocalizedStringResource = "Tip"
    func perform() async throws -> some IntentResult { .result() }
}

/// A Live Activity with the small family and a button in its view.
struct ButtonProbeActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ProbeAttributes.self) { _ in
            VStack {
                Text("Order")
                Button(intent: CarPlayProbeIntent()) { Text("Tip") }
            }
            .widgetURL(URL(string: "probe://button"))
        } dynamicIsland: { _ in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text("Island") }
            } compactLeading: {
                Text("L")
            } compactTrailing: {
                Text("T")
            } minimal: {
                Text("M")
            }
        }
        .supplementalActivityFamilies([.small])
    }
}
