import Foundation
import Testing
import WidgetRender

/// Live Activity presentations: their sizes in pixels and points, the compact halves, the
/// Lock Screen's height clamp and the diagnostics.
@Suite struct LiveActivityRenderTests {
    let renderer = try! WidgetRenderer()
    let phone = WidgetContext(family: .systemMedium)  // iPhone6_1: 393 × 852 @3x

    func render(_ shape: ProbeShape, as kind: ActivityPreviewViewKind, in context: WidgetContext? = nil, url: URL? = URL(string: "probe://x")) throws -> RenderedImage {
        try renderer.render(ProbeActivity(url: url, islandURL: url), attributes: ProbeAttributes(), state: .init(shape: shape), as: kind, in: context ?? phone)
    }

    func kinds(_ image: RenderedImage) -> [Diagnostic.Kind] { image.diagnostics.map(\.kind) }

    @Test func theCompactImageIsTheWholeIslandWithItsHalvesBesideTheCamera() throws {
        let image = try render(.text, as: .dynamicIsland(.compact))
        #expect(image.pixelWidth == 690 && image.pixelHeight == 110)  // 230 × 36.67 pt @3x
        let leading = try #require(image.layout.frame(of: "dynamicIsland.compactLeading"))
        let trailing = try #require(image.layout.frame(of: "dynamicIsland.compactTrailing"))
        #expect(abs(leading.width - 52.333) < 0.01 && leading.minX == 0 && abs(leading.height - 36.667) < 0.01)
        #expect(abs(trailing.minX - 177.667) < 0.01 && abs(trailing.width - 52.333) < 0.01)
        #expect(abs(trailing.minX - leading.maxX - 125.333) < 0.01)  // the sensor gap
        let big = try render(.text, as: .dynamicIsland(.compact), in: WidgetContext(family: .systemMedium, device: .iPhone6_7))
        #expect(big.pixelWidth == 750)  // 250 pt
        #expect(abs((big.layout.frame(of: "dynamicIsland.compactLeading")?.width ?? 0) - 62.333) < 0.01)
    }

    @Test func theLockScreenIsTheDeviceWidthAndItsHeightIsClampedTo84Through160() throws {
        let short = try render(.text, as: .content)
        #expect(short.pixelWidth == 1113 && short.pixelHeight == 252)  // 371 × 84 pt
        let middle = try render(.block100, as: .content)
        #expect(middle.pixelHeight == 300)
        #expect(!kinds(middle).contains(.activityTooTall))
        let tall = try render(.block200, as: .content)
        #expect(tall.pixelHeight == 480)  // cut to 160 pt
        #expect(kinds(tall).contains(.activityTooTall))
        let wide = try render(.text, as: .content, in: WidgetContext(family: .systemMedium, device: .iPhone6_7))
        #expect(wide.pixelWidth == 1224)  // 408 pt
        let pad = try render(.text, as: .content, in: WidgetContext(family: .systemMedium, device: .iPad13))
        #expect(pad.pixelWidth == 1000)  // 500 pt @2x
    }

    @Test func theMinimalAndExpandedPresentationsHaveTheirSizes() throws {
        let minimal = try render(.text, as: .dynamicIsland(.minimal))
        #expect(minimal.pixelHeight == 110 && (110...135).contains(minimal.pixelWidth))
        let expanded = try render(.text, as: .dynamicIsland(.expanded))
        #expect(expanded.pixelWidth == 1113 && expanded.pixelHeight == 252)  // 371 × 84 pt
        let leading = try #require(expanded.layout.frame(of: "dynamicIsland.leading"))
        #expect(leading.minX == 16 && leading.minY == 16)
        let bottom = try #require(expanded.layout.frame(of: "dynamicIsland.bottom"))
        #expect(bottom.minX == 16 && bottom.width == 339)
    }

    @Test func contentWiderThanItsCompactHalfIsReported() throws {
        let image = try render(.wide, as: .dynamicIsland(.compact))
        let message = try #require(image.diagnostics.first { $0.kind == .compactContentTooWide }?.message)
        #expect(message.contains("compactLeading view is") && message.contains("leaves 36.333 pt"))
        #expect(kinds(try render(.wide, as: .dynamicIsland(.minimal))).contains(.compactContentTooWide))
        #expect(kinds(try render(.wide, as: .dynamicIsland(.expanded))).contains(.contentUnderCamera))
        #expect(!kinds(try render(.text, as: .dynamicIsland(.compact))).contains(.compactContentTooWide))
    }

    @Test func anImageLargerThanItsPresentationIsReported() throws {
        #expect(kinds(try render(.bigImage, as: .dynamicIsland(.minimal))).contains(.imageTooLarge))
        #expect(kinds(try render(.bigImage, as: .content)).contains(.imageTooLarge))
        #expect(!kinds(try render(.text, as: .content)).contains(.imageTooLarge))
    }

    @Test func aMissingWidgetURLIsReportedPerPresentation() throws {
        #expect(kinds(try render(.text, as: .content, url: nil)).contains(.missingWidgetURL))
        #expect(kinds(try render(.text, as: .dynamicIsland(.compact), url: nil)).contains(.missingWidgetURL))
        #expect(!kinds(try render(.text, as: .content)).contains(.missingWidgetURL))
        #expect(!kinds(try render(.text, as: .dynamicIsland(.expanded))).contains(.missingWidgetURL))
    }

    @Test func chosenFiguresAreNamedWhereTheyAreUsed() throws {
        let lock = try #require(try render(.text, as: .content).diagnostics.first { $0.kind == .chosenFigure }?.message)
        #expect(lock.contains("the Lock Screen corner radius (22 pt)") && lock.contains("default background (solid white)"))
        var dark = phone
        dark.colorScheme = .dark
        let island = try #require(try render(.text, as: .dynamicIsland(.compact), in: dark).diagnostics.first { $0.kind == .chosenFigure }?.message)
        #expect(island.contains("compact presentation's default content margins") && island.contains("key line"))
    }

    @Test func devicesWithoutAnIslandOrLiveActivitiesAreClearErrors() {
        let notch = WidgetContext(family: .systemMedium, device: .iPhone6_1Notch)
        #expect(throws: WidgetRenderError.self) { try render(.text, as: .dynamicIsland(.compact), in: notch) }
        #expect((try? render(.text, as: .content, in: notch))?.pixelWidth == 1104)  // 390 − 2 × 11 pt, chosen
        let watch = WidgetContext(family: .accessoryRectangular, device: .watch45mm)
        #expect(throws: WidgetRenderError.self) { try render(.text, as: .dynamicIsland(.minimal), in: watch) }  // the Smart Stack only
        #expect(throws: WidgetRenderError.self) { try renderer.render(ProbeActivity(), entry: SimpleEntryStandIn(), in: phone) }
    }
}

/// An entry for the error of rendering an activity as a widget family.
struct SimpleEntryStandIn: TimelineEntry { var date = Date(timeIntervalSinceReferenceDate: 0) }
