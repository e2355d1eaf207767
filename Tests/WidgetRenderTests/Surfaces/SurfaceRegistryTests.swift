import Foundation
import Testing

@testable import WidgetRender

/// Which surface shows a context, and that each surface's contact-sheet cell and title are its own.
@Suite struct SurfaceRegistryTests {
    private func context(_ mode: WidgetRenderingMode, family: WidgetFamily = .systemSmall, device: DeviceProfile = .iPhone6_1) -> WidgetContext {
        var c = WidgetContext(family: family, device: device)
        c.renderingMode = mode
        return c
    }

    @Test func eachModeAndSystemHasItsSurface() {
        #expect(Surfaces.surface(for: context(.fullColor)) is HomeScreenSurface)
        #expect(Surfaces.surface(for: context(.accented)) is TintedHomeScreenSurface)
        #expect(Surfaces.surface(for: context(.vibrant, family: .accessoryCircular)) is LockScreenSurface)
        #expect(Surfaces.surface(for: context(.accented, family: .accessoryRectangular, device: .watch45mm)) is WatchFaceSurface)
        #expect(Surfaces.surface(for: context(.fullColor, family: .accessoryRectangular, device: .watch45mm)) is WatchFullColorSurface)
    }

    @Test func exactlyOneSurfaceShowsEachContextItIsListedFor() {
        // Every surface but the last claims something the ones after it do not: the order of
        // `Surfaces.all` is most specific first, and nothing is claimed by none.
        for mode in WidgetRenderingMode.allCases {
            for device in [DeviceProfile.iPhone6_1, .watch45mm] {
                let c = context(mode, family: .accessoryRectangular, device: device)
                #expect(Surfaces.all.contains { $0.shows(c) }, "nothing shows \(mode) on \(device.name)")
            }
        }
    }

    @Test func columnTitlesComeFromTheSurfaces() {
        let phone = WidgetContext(family: .systemSmall)
        #expect(ContactSheetColumn.standard.map { $0.title(in: phone) } == ["Full colour · light", "Full colour · dark", "Accented · tinted, dark", "Vibrant · Lock Screen, StandBy"])
        var clear = phone
        clear.appearance = .clear(.light)
        #expect(ContactSheetColumn.accented.title(in: clear) == "Accented · clear, light")
        let watch = WidgetContext(family: .accessoryRectangular, device: .watch45mm)
        #expect(ContactSheetColumn.accented.title(in: watch) == "Accented · watch face")
    }

    @Test func sheetBackdropsSetTheWallpaperTheJobCompositesOnto() throws {
        let home = try ContactSheetBackdrop(wallpaper: .dusk, width: 8, height: 8, veil: nil)
        let under = Wallpaper(width: 1, height: 1, rgba: [10, 20, 30, 255])
        // StandBy: black around the widget, and black behind it.
        var standBy = context(.vibrant)
        let black = LockScreenSurface().sheetBackdrop(for: &standBy, home: home, under: under)
        #expect(black.raw.prefix(4) == [0, 0, 0, 255])
        #expect(standBy.wallpaper == Wallpaper(width: 1, height: 1, rgba: [0, 0, 0, 255]))
        // The Lock Screen: the cell's wallpaper, and the part under the widget behind it.
        var lock = context(.vibrant, family: .accessoryCircular)
        _ = LockScreenSurface().sheetBackdrop(for: &lock, home: home, under: under)
        #expect(lock.wallpaper == under)
        // Full colour touches no wallpaper; dark dims the Home Screen.
        var dark = context(.fullColor)
        dark.colorScheme = .dark
        let dimmed = HomeScreenSurface().sheetBackdrop(for: &dark, home: home, under: under)
        #expect(dark.wallpaper == nil)
        #expect(dimmed.veil == RGBA(red: 0, green: 0, blue: 0, alpha: HomeScreenSurface.darkDimming))
    }
}
