import Foundation
import Testing

@testable import WidgetRender

/// Whole widgets in the accented and vibrant modes, through the public renderer.
@Suite struct RenderingModeWidgetTests {
    static let renderer = Result { try WidgetRenderer() }

    /// A widget whose content is a small square and whose container background is red.
    struct Square: View {
        var accentable = false
        var body: some View {
            Rectangle().fill(Color(red: 0, green: 1, blue: 0)).frame(width: 20, height: 20)
                .widgetAccentable(accentable)
                .containerBackground(Color(red: 1, green: 0, blue: 0), for: .widget)
        }
    }

    private func render<V: View>(_ view: V, _ configure: (inout WidgetContext) -> Void) throws -> RenderedImage {
        var context = WidgetContext(family: .systemSmall)
        configure(&context)
        return try Self.renderer.get().render(view, in: context)
    }

    @Test func theContainerBackgroundIsGoneAndTheBackdropTakesItsPlace() throws {
        let full = try render(Square()) { _ in }
        let accented = try render(Square()) { $0.renderingMode = .accented }
        let vibrant = try render(Square()) { $0.renderingMode = .vibrant }
        // A pixel of the background, away from the square.
        let x = 60
        let y = 60
        #expect(full.pixels.pixel(x: x, y: y) == PixelBuffer.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        for image in [accented, vibrant] {
            let p = try #require(image.pixels.pixel(x: x, y: y))
            #expect(p.alpha == 255)
            #expect(!(p.red > 200 && p.green < 60 && p.blue < 60), "the red container background still shows: \(p)")
        }
    }

    @Test func onlyAFamilyWithAContainerGetsTheAccentedBackdrop() throws {
        // A corner pixel, away from the centred square: the backdrop fills it where the family
        // has a container (Home Screen glass, the watch's rectangular plate), and nothing does
        // for an inline line or a circular complication.
        func corner(_ family: WidgetFamily, _ system: SystemGeneration? = nil, device: DeviceProfile = .iPhone6_1) throws -> UInt8 {
            let image = try render(Square()) {
                $0.family = family
                $0.device = device
                if let system { $0.system = system }
                $0.renderingMode = .accented
            }
            let x = image.pixels.width / 2
            let y = 1
            return try #require(image.pixels.pixel(x: x, y: y)).alpha
        }
        #expect(try corner(.systemSmall) == 255)
        #expect(try corner(.accessoryInline) == 0)
        #expect(try corner(.accessoryCircular) == 0)
        #expect(try corner(.accessoryRectangular) == 0)
        #expect(try corner(.accessoryRectangular, .watchOS26, device: .watch45mm) == 255)
    }

    @Test func iOS18TintsAWidgetWithNoAccentGroupWhollyAndDimsTheDefaultGroupOtherwise() throws {
        var context18 = WidgetContext(family: .systemSmall)
        context18.system = .iOS18
        let centre = try context18.pixelSize().width / 2
        let whole = try render(Square()) {
            $0.renderingMode = .accented
            $0.system = .iOS18
        }
        let accented = try render(Square(accentable: true)) {
            $0.renderingMode = .accented
            $0.system = .iOS18
        }
        let style = AccentedStyle.resolve(context18, hasAccentGroup: false)
        let tint = try #require(whole.pixels.pixel(x: centre, y: centre))
        #expect(close([Int(tint.red), Int(tint.green), Int(tint.blue)], [byte(style.accent.red), byte(style.accent.green), byte(style.accent.blue)]))
        #expect(accented.pixels.pixel(x: centre, y: centre) == tint)
        // The same square in the default group of a widget that accents something else is dimmer.
        struct Mixed: View {
            var body: some View {
                HStack {
                    Color(red: 0, green: 1, blue: 0).frame(width: 20, height: 20)
                    Color.blue.frame(width: 20, height: 20).widgetAccentable()
                }
                .containerBackground(.black, for: .widget)
            }
        }
        let mixed = try render(Mixed()) {
            $0.renderingMode = .accented
            $0.system = .iOS18
        }
        let scale = 3
        let left = try #require(mixed.pixels.pixel(x: (79 - 14) * scale, y: 79 * scale))
        let right = try #require(mixed.pixels.pixel(x: (79 + 14) * scale, y: 79 * scale))
        #expect(Int(right.red) + Int(right.green) + Int(right.blue) > Int(left.red) + Int(left.green) + Int(left.blue))
    }

    @Test func eachGenerationHasItsOwnAccentedStyle() {
        func style(_ system: SystemGeneration, _ appearance: WidgetAppearance = .tinted(.dark), accent: Bool = true) -> AccentedStyle {
            var c = WidgetContext(family: .systemSmall)
            c.system = system
            c.appearance = appearance
            return AccentedStyle.resolve(c, hasAccentGroup: accent)
        }
        let white = RGBA(red: 1, green: 1, blue: 1)
        // iOS 18: the tint (lightened) for the accent group, the dimmer neutral for the rest;
        // with no accent group the whole widget takes the tint.
        #expect(style(.iOS18).accent == AccentedStyle.defaultTint18.mixed(toward: white, by: AccentedStyle.tint18Lightening))
        #expect(style(.iOS18).defaultGroup == AccentedStyle.default18)
        #expect(style(.iOS18, accent: false).defaultGroup == style(.iOS18).accent)
        // iOS 26: white content, the default group dimmer, in tinted and clear alike.
        #expect(style(.iOS26).accent == white && style(.iOS26).defaultGroup == AccentedStyle.default26)
        #expect(style(.iOS26, .clear(.dark)).accent == white && style(.iOS26, .clear(.dark)).veil == AccentedStyle.clearDarkVeil)
        #expect(style(.iOS26, .clear(.light)).veil == AccentedStyle.clearLightVeil)
        // The watch: the face colour, white, on black (its own surface).
        var watch = WidgetContext(family: .accessoryRectangular, device: .watch45mm)
        watch.renderingMode = .accented
        #expect(Surfaces.surface(for: watch) is WatchFaceSurface)
        let face = WatchFaceSurface.style(watch)
        #expect(face.accent == WatchFaceSurface.defaultFaceColor && face.defaultGroup == white && face.veil == RGBA(red: 0, green: 0, blue: 0))
        #expect(Set([style(.iOS18).accent, style(.iOS26).accent, face.accent]).count == 3)
    }

    @Test func theContextTintSetsTheTint() throws {
        var c = WidgetContext(family: .systemSmall)
        c.system = .iOS18
        c.tint = Color(red: 1, green: 0, blue: 0)
        #expect(AccentedStyle.resolve(c, hasAccentGroup: true).accent == RGBA(red: 1, green: 0, blue: 0).mixed(toward: RGBA(red: 1, green: 1, blue: 1), by: AccentedStyle.tint18Lightening))
    }

    @Test func settingsTheSystemDoesNotHaveAreReported() throws {
        let clear18 = try render(Square()) {
            $0.renderingMode = .accented
            $0.system = .iOS18
            $0.appearance = .clear(.dark)
        }
        #expect(clear18.diagnostics.contains { $0.kind == .renderingModeAdjusted && $0.message.contains("clear") })
        let ios17 = try render(Square()) {
            $0.renderingMode = .accented
            $0.system = .iOS17
        }
        #expect(ios17.diagnostics.contains { $0.kind == .renderingModeAdjusted && $0.message.contains("iOS 17") })
    }

    @Test func luminanceToAlphaMakesBlackWithLuminanceAlpha() throws {
        var env = EnvironmentValues()
        env.displayScale = 1
        let image = try Self.renderer.get().render(Color(red: 1, green: 0, blue: 0).luminanceToAlpha(), canvas: CGSize(width: 2, height: 2), environment: env)
        #expect(image.bitmap.channels(0, 0) == [0, 0, 0, byte(LuminanceWeights.red)])
        let grey = try Self.renderer.get().render(Color(white: 0.5).luminanceToAlpha(), canvas: CGSize(width: 2, height: 2), environment: env)
        #expect(grey.bitmap.channels(1, 1) == [0, 0, 0, 128])
    }

    @Test func luminanceToAlphaComposesWithWidgetAccentable() throws {
        struct Glyph: View {
            var body: some View {
                Color.white.frame(width: 20, height: 20).luminanceToAlpha().widgetAccentable()
                    .containerBackground(.black, for: .widget)
            }
        }
        let image = try render(Glyph()) {
            $0.renderingMode = .accented
            $0.system = .iOS26
        }
        // White: luminance 1, so the accent group's white at full alpha.
        #expect(image.pixels.pixel(x: 237, y: 237) == PixelBuffer.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    }
}
