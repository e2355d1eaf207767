import Foundation
import Testing

@testable import WidgetRender

/// The Mac desktop: its sizes in pixels, the dimmed desktop (the accented mode on a Mac
/// profile) tinted by the wallpaper, and the "white rectangle" a background drawn as content
/// turns into there, shown and diagnosed.
@Suite struct MacDesktopTests {
    static let renderer = Result { try WidgetRenderer() }

    /// Text on a blue background drawn as content, edge to edge (rendered with the content
    /// margins off, as its configuration's `.contentMarginsDisabled()` does): no
    /// `containerBackground`.
    struct BackgroundAsContent: View {
        var body: some View {
            Text("Inbox").font(.headline).foregroundStyle(.white)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(Color(red: 0, green: 0.3, blue: 0.9))
        }
    }

    /// The same, with the blue as the container background the system replaces.
    struct ContainerBackground: View {
        var body: some View {
            Text("Inbox").font(.headline).foregroundStyle(.white)
                .containerBackground(Color(red: 0, green: 0.3, blue: 0.9), for: .widget)
        }
    }

    /// A wallpaper of one colour.
    static func wallpaper(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Wallpaper {
        Wallpaper(width: 4, height: 4, rgba: [UInt8]((0..<16).flatMap { _ in [r, g, b, 255] }))
    }

    private func dimmed(_ view: some View, wallpaper: Wallpaper? = nil, family: WidgetFamily = .systemSmall, marginsDisabled: Bool = false) throws -> RenderedImage {
        var context = WidgetContext(family: family, device: .macDesktop, contentMarginsDisabled: marginsDisabled)
        context.renderingMode = .accented
        context.wallpaper = wallpaper
        return try Self.renderer.get().render(view, in: context)
    }

    private func pixel(_ image: RenderedImage, _ x: Int, _ y: Int) throws -> [Int] {
        let p = try #require(image.pixels.pixel(x: x, y: y))
        return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
    }

    @Test func theDimmedDesktopIsItsOwnSurface() {
        var c = WidgetContext(family: .systemSmall, device: .macDesktop)
        #expect(Surfaces.surface(for: c) is HomeScreenSurface)
        c.renderingMode = .accented
        #expect(Surfaces.surface(for: c) is MacDimmedDesktopSurface)
        #expect(MacDimmedDesktopSurface().columnTitle(in: c) == "Dimmed desktop · tinted, dark")
        c.renderingMode = .vibrant
        #expect(Surfaces.surface(for: c) is MacVibrantDesktopSurface)
        #expect(ContactSheetColumn.vibrant.title(in: c) == "Vibrant · inactive desktop")
        c.device = .iPhone6_1
        #expect(Surfaces.surface(for: c) is LockScreenSurface)
        c.renderingMode = .accented
        #expect(Surfaces.surface(for: c) is TintedHomeScreenSurface)
    }

    @Test func theVibrantDesktopLightsTheWallpaperNotStandBysBlack() throws {
        var context = WidgetContext(family: .systemSmall, device: .macDesktop, renderingMode: .vibrant)
        context.wallpaper = Self.wallpaper(40, 60, 160)
        context.standByNight = true
        let image = try Self.renderer.get().render(ContainerBackground(), in: context)
        // Away from the text: the wallpaper, not black and not red.
        let corner = try pixel(image, 40, 40)
        #expect(corner[2] > 120 && corner[0] < 80, "\(corner)")
        #expect(image.diagnostics.contains { $0.kind == .chosenFigure && $0.message.contains("vibrant look of the Mac desktop") })
    }

    @Test func theMacRendersAtItsMeasuredSizesAt2x() throws {
        var context = WidgetContext(family: .systemMedium, device: .macDesktop)
        let image = try Self.renderer.get().render(ContainerBackground(), in: context)
        #expect(image.pixels.width == 688 && image.pixels.height == 328)
        context.family = .systemExtraLarge
        #expect(try context.pixelSize() == (1408, 688))
    }

    @Test func aBackgroundDrawnAsContentBecomesAWhiteRectangleAndIsDiagnosed() throws {
        let image = try dimmed(BackgroundAsContent(), marginsDisabled: true)
        // Away from the text, the blue background is a flat white block.
        let corner = try pixel(image, 40, 40)
        #expect(corner.prefix(3).allSatisfy { $0 >= 235 }, "\(corner)")
        let finding = image.diagnostics.first { $0.kind == .opaqueBackgroundAsContent }
        #expect(finding?.message.contains("white rectangle, as the dimmed Mac desktop shows it") == true, "\(image.diagnostics)")
        #expect(finding?.message.contains(".containerBackground(for: .widget)") == true)
    }

    @Test func theContainerBackgroundIsReplacedByTheTintedGlass() throws {
        let image = try dimmed(ContainerBackground())
        let corner = try pixel(image, 40, 40)
        #expect(corner.prefix(3).contains { $0 < 200 }, "\(corner)")
        #expect(!image.diagnostics.contains { $0.kind == .opaqueBackgroundAsContent }, "\(image.diagnostics)")
        // The chosen tint is said.
        #expect(image.diagnostics.contains { $0.kind == .chosenFigure && $0.message.contains("dimmed Mac desktop") })
    }

    @Test func theTintFollowsTheWallpaper() throws {
        let red = try pixel(try dimmed(ContainerBackground(), wallpaper: Self.wallpaper(200, 40, 40)), 40, 40)
        let blue = try pixel(try dimmed(ContainerBackground(), wallpaper: Self.wallpaper(40, 40, 200)), 40, 40)
        #expect(red[0] > red[2] && blue[2] > blue[0], "red \(red), blue \(blue)")
        #expect(try Self.wallpaper(200, 40, 40).prominentTint() == RGBA(red: 200.0 / 255, green: 40.0 / 255, blue: 40.0 / 255))
    }

    @Test func aTintSetByTheContextWins() throws {
        var context = WidgetContext(family: .systemSmall, device: .macDesktop)
        context.renderingMode = .accented
        context.tint = .green
        #expect(try MacDimmedDesktopSurface.tinted(context).tint == .green)
        #expect(!MacDimmedDesktopSurface().adjustments(in: context).contains { $0.kind == .chosenFigure })
    }
}
