import Foundation
import Testing
import WidgetGallery

@testable import WidgetRender

/// A Live Activity's Lock Screen presentation on the Always-On display and in StandBy (by day
/// and at night), which the caller picks with `WidgetContext.activityScreen`.
@Suite struct ActivityScreenTests {
    let renderer = try! WidgetRenderer()

    func context(_ screen: ActivityScreen, scheme: ColorScheme = .light, night: Bool = false, device: DeviceProfile = .iPhone6_1) -> WidgetContext {
        var context = WidgetContext(family: .systemMedium, device: device, colorScheme: scheme)
        context.activityScreen = screen
        context.standByNight = night
        return context
    }

    func delivery(_ context: WidgetContext, as kind: ActivityPreviewViewKind = .content) throws -> RenderedImage {
        try renderer.render(DeliveryActivity(), attributes: WidgetGallery.DeliveryAttributes.sample, state: WidgetGallery.DeliveryAttributes.ContentState.onTheWay, as: kind, in: context)
    }

    func screenProbe(_ context: WidgetContext, tint: Color? = nil) throws -> RenderedImage {
        try renderer.render(ScreenProbeActivity(tint: tint), attributes: ProbeAttributes(), state: .init(shape: .text), as: .content, in: context)
    }

    @Test func alwaysOnIsTheDarkPresentationDimmedByHalf() throws {
        let dark = try delivery(context(.lockScreen, scheme: .dark))
        // Light asked for: Always-On renders "as if in Dark Mode".
        let dim = try delivery(context(.alwaysOn, scheme: .light))
        #expect((dim.pixelWidth, dim.pixelHeight) == (dark.pixelWidth, dark.pixelHeight))
        // Checked over the raw bytes (one #expect per pixel would take minutes).
        let (d, a) = (dark.bitmap.bytes, dim.bitmap.bytes)
        var worst = 0
        var alphaKept = true
        for i in stride(from: 0, to: d.count, by: 4) {
            alphaKept = alphaKept && d[i + 3] == a[i + 3]
            for c in 0..<3 { worst = max(worst, abs(Int(d[i + c]) / 2 - Int(a[i + c]))) }
        }
        #expect(alphaKept)
        #expect(worst <= 1, "a channel is not half its dark value (off by \(worst))")
        let chosen = dim.diagnostics.filter { $0.kind == .chosenFigure }.map(\.message).joined()
        #expect(chosen.contains("the Always-On dimming (50 % brightness)"), "\(chosen)")
    }

    @Test func theViewsReadTheScreenFromTheEnvironment() throws {
        // The probe is green where its environment flag is set, red where it is not.
        let green = { (image: RenderedImage) -> Bool in
            let p = image.pixels[x: image.pixelWidth / 2, y: image.pixelHeight / 2]
            return p.green > p.red
        }
        #expect(!green(try screenProbe(context(.lockScreen))))
        #expect(green(try screenProbe(context(.alwaysOn))))  // isLuminanceReduced
        #expect(green(try screenProbe(context(.standBy))))  // isActivityFullscreen
    }

    @Test func standByIsTheLandscapeScreenWithTheViewAtTwiceItsSize() throws {
        let image = try delivery(context(.standBy))
        #expect((image.pixelWidth, image.pixelHeight) == (2556, 1179))  // 852 × 393 pt @3x
        #expect(image.scale == 6)  // the view's points at 2× on a 3× screen
        let root = try #require(image.layout.root.children.first)
        #expect(root.frame.width == 371)  // its Lock Screen width, in its own points
        #expect(abs(root.frame.midX - 213) < 0.01 && abs(root.frame.midY - 98.25) < 0.01)  // centred
        // The default background is StandBy's black, to the screen's corners, and named.
        #expect(image.pixels[x: 2, y: 2] == PixelBuffer.Pixel(red: 0, green: 0, blue: 0, alpha: 255))
        let chosen = image.diagnostics.filter { $0.kind == .chosenFigure }.map(\.message).joined()
        #expect(chosen.contains("StandBy's scale with the default background (2×) and its background (black)"), "\(chosen)")
        #expect(image.tapTargets.first?.url == URL(string: "greenbowl://order/4821"))
    }

    @Test func aCustomBackgroundIsExtendedToTheWholeScreen() throws {
        let image = try screenProbe(context(.standBy), tint: .blue)
        for (x, y) in [(2, 2), (image.pixelWidth - 3, image.pixelHeight - 3)] {
            let p = image.pixels[x: x, y: y]
            #expect(p.blue > 200 && p.red < 60 && p.alpha == 255, "\(p)")
        }
        #expect(!image.diagnostics.map(\.message).joined().contains("default background"))
    }

    @Test func standByAtNightIsRedMonochrome() throws {
        let day = try delivery(context(.standBy))
        let night = try delivery(context(.standBy, night: true))
        #expect((night.pixelWidth, night.pixelHeight) == (day.pixelWidth, day.pixelHeight))
        let bytes = night.bitmap.bytes
        var lit = 0
        var notRed = 0
        for i in stride(from: 0, to: bytes.count, by: 4) {
            let (r, g, b) = (Int(bytes[i]), Int(bytes[i + 1]), Int(bytes[i + 2]))
            // #FF2A1A: green is a sixth of red, blue a tenth.
            if g > r / 5 + 1 || b > r / 5 + 1 { notRed += 1 }
            if r > 128 { lit += 1 }
        }
        #expect(notRed == 0, "\(notRed) pixels are not the night red")
        #expect(lit > 1000, "the white text turns bright red")
        #expect(night.diagnostics.map(\.message).joined().contains("StandBy's night red"))
    }

    @Test func otherScreensShowTheLockScreenPresentationOnlyAndStandByIsOnIPhone() {
        #expect(throws: WidgetRenderError("the alwaysOn screen shows the Lock Screen presentation only; render .content there, or the island with activityScreen .lockScreen")) {
            try delivery(context(.alwaysOn), as: .dynamicIsland(.compact))
        }
        #expect(throws: WidgetRenderError.self) { try delivery(context(.standBy, device: .iPad11)) }
        var huge = context(.standBy)
        huge.scale = 5
        #expect(throws: WidgetRenderError.self) { try delivery(huge) }
    }

    @Test func eachScreenHasItsSurface() {
        var c = context(.alwaysOn)
        c.activityPresentation = .content
        #expect(Surfaces.surface(for: c) is LiveActivityAlwaysOnSurface)
        c.activityScreen = .standBy
        #expect(Surfaces.surface(for: c) is LiveActivityStandBySurface)
        #expect(Surfaces.surface(for: c).columnTitle(in: c) == "Live Activity · StandBy")
        c.activityScreen = .lockScreen
        #expect(Surfaces.surface(for: c) is LiveActivityLockScreenSurface)
    }
}

/// A Live Activity whose Lock Screen view is green when the environment says Always-On or
/// StandBy, red otherwise, on an optional background tint.
struct ScreenProbeActivity: Widget {
    var tint: Color?

    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ProbeAttributes.self) { _ in
            ScreenProbeView().activityBackgroundTint(tint).widgetURL(URL(string: "probe://x"))
        } dynamicIsland: { _ in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text("x") }
            } compactLeading: {
                Text("x")
            } compactTrailing: {
                Text("x")
            } minimal: {
                Text("x")
            }
        }
    }
}

struct ScreenProbeView: View {
    @Environment(\.isLuminanceReduced) var isLuminanceReduced
    @Environment(\.isActivityFullscreen) var isActivityFullscreen

    var body: some View {
        (isLuminanceReduced || isActivityFullscreen ? Color.green : Color.red).frame(width: 100, height: 60)
    }
}

extension ActivityScreenTests {
    @Test func standByIsDarkWhateverTheContextsScheme() throws {
        let light = try delivery(context(.standBy, scheme: .light))
        let dark = try delivery(context(.standBy, scheme: .dark))
        #expect(light.bitmap == dark.bitmap, "light text would vanish on StandBy's black")
        #expect(light.diagnostics.map(\.message).joined().contains("StandBy's dark appearance"))
    }

    @Test func theGalleryActivityHasNoFindingsButTheChosenFiguresOnEveryScreen() throws {
        for (screen, night) in [(ActivityScreen.alwaysOn, false), (.standBy, false), (.standBy, true)] {
            let others = try delivery(context(screen, night: night)).diagnostics.filter { $0.kind != .chosenFigure }
            #expect(others.isEmpty, "\(screen) night \(night): \(others)")
        }
    }
}
