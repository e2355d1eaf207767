import Foundation
import Testing
import WidgetGallery

@testable import WidgetRender

/// A Live Activity on Apple Watch: the Smart Stack card at the watch's Smart Stack widget
/// size, the small family's view when the configuration adds it, else the app's name over the
/// compact views; always dark.
@Suite struct SmartStackTests {
    let renderer = try! WidgetRenderer()

    func watch(_ device: DeviceProfile = .watch45mm, scheme: ColorScheme = .light) -> WidgetContext {
        WidgetContext(family: .accessoryRectangular, device: device, colorScheme: scheme)
    }

    func texts(_ image: RenderedImage) -> [String] {
        var found: [String] = []
        image.layout.forEach { node in if let text = node.text { found.append(text) } }
        return found
    }

    @Test(arguments: [(DeviceProfile.watch40mm, 304, 139), (.watch41mm, 330, 145), (.watch44mm, 346, 153), (.watch45mm, 368, 161), (.watch49mm, 382, 163)])
    func theCardIsTheWatchsSmartStackSize(device: DeviceProfile, width: Int, height: Int) throws {
        let image = try renderer.render(ProbeActivity(url: URL(string: "probe://x")), attributes: ProbeAttributes(), state: .init(shape: .text), as: .content, in: watch(device))
        #expect((image.pixelWidth, image.pixelHeight) == (width, height))
    }

    @Test func withoutTheSmallFamilyTheCardIsTheAppNameOverTheCompactViews() throws {
        let image = try renderer.render(ProbeActivity(url: URL(string: "probe://x")), attributes: ProbeAttributes(), state: .init(shape: .text), as: .content, in: watch())
        // "Probe" from ProbeAttributes; "Hi" the compact leading view, "9m" the trailing one.
        #expect(texts(image) == ["Probe", "Hi", "9m"])
        let name = try #require(image.layout.frame(ofText: "Probe"))
        let leading = try #require(image.layout.frame(ofText: "Hi"))
        let trailing = try #require(image.layout.frame(ofText: "9m"))
        #expect(name.minX == 8 && name.minY == 8, "\(name)")  // the chosen 8-pt margins
        #expect(leading.minX == 8 && leading.minY > name.maxY)
        #expect(abs(trailing.maxX - (184 - 8)) < 0.01 && abs(trailing.midY - leading.midY) < 0.5, "\(trailing)")
        let chosen = image.diagnostics.filter { $0.kind == .chosenFigure }.map(\.message).joined()
        #expect(chosen.contains("the default Smart Stack card's layout") && chosen.contains("the Smart Stack card's background (#202022)"), "\(chosen)")
    }

    @Test func theContextsAppNameIsShown() throws {
        var context = watch()
        context.appName = "Green Bowl"
        let image = try renderer.render(ProbeActivity(url: URL(string: "probe://x")), attributes: ProbeAttributes(), state: .init(shape: .text), as: .content, in: context)
        #expect(texts(image).first == "Green Bowl")
    }

    @Test func withTheSmallFamilyTheLockScreenViewFillsTheCardInThatFamily() throws {
        let image = try renderer.render(FamilyProbeActivity(), attributes: ProbeAttributes(), state: .init(shape: .text), as: .content, in: watch())
        #expect(texts(image) == ["small dark"])
        let frame = try #require(image.layout.frame(of: "family"))
        #expect(frame == CGRect(x: 8, y: 8, width: 168, height: 64.5))
        #expect(!image.diagnostics.map(\.message).joined().contains("default Smart Stack card's layout"))
    }

    @Test func theWatchIsDarkAndShowsNoIsland() throws {
        let light = try renderer.render(DeliveryActivity(), attributes: WidgetGallery.DeliveryAttributes.sample, state: .onTheWay, as: .content, in: watch(scheme: .light))
        let dark = try renderer.render(DeliveryActivity(), attributes: WidgetGallery.DeliveryAttributes.sample, state: .onTheWay, as: .content, in: watch(scheme: .dark))
        #expect(try light.pngData() == dark.pngData())
        #expect(light.pixels[x: 40, y: 20] == PixelBuffer.Pixel(red: 32, green: 32, blue: 34, alpha: 255))
        #expect(throws: WidgetRenderError("watch45mm is an Apple Watch, which shows a Live Activity in the Smart Stack only; render .content on the lock screen (activityScreen .lockScreen)")) {
            try renderer.render(DeliveryActivity(), attributes: WidgetGallery.DeliveryAttributes.sample, state: .onTheWay, as: .dynamicIsland(.compact), in: watch())
        }
        try SnapshotFiles.assertMatches(light, named: "LiveActivities/delivery-smartStack")
    }
}

/// A Live Activity that adds the small family and shows which family and scheme its view sees.
struct FamilyProbeActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ProbeAttributes.self) { _ in
            FamilyProbeView().widgetURL(URL(string: "probe://family"))
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
        .supplementalActivityFamilies([.small, .medium])
    }
}

struct FamilyProbeView: View {
    @Environment(\.activityFamily) var family
    @Environment(\.colorScheme) var scheme

    var body: some View {
        Text("\(family.rawValue) \(scheme == .dark ? "dark" : "light")")
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .accessibilityIdentifier("family")
    }
}

extension LayoutTree {
    /// The frame of the first text view that shows `text`.
    fileprivate func frame(ofText text: String) -> CGRect? {
        var found: CGRect?
        forEach { node in if found == nil, node.text == text { found = node.frame } }
        return found
    }
}
