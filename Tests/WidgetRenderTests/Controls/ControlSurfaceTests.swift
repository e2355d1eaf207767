import Foundation
import Testing

@testable import WidgetRender

/// The control surfaces: which one shows each placement (before the widget surfaces the
/// context's other settings would pick), their titles, and the backdrops they draw.
@Suite struct ControlSurfaceTests {
    let renderer = try! WidgetRenderer()

    func context(_ placement: ControlPlacement?, mode: WidgetRenderingMode = .fullColor) -> WidgetContext {
        var c = WidgetContext(family: .systemSmall)
        c.controlPlacement = placement
        c.renderingMode = mode
        return c
    }

    @Test func eachPlacementIsDrawnByItsOwnSurface() {
        for size in ControlCenterSize.allCases {
            #expect(Surfaces.surface(for: context(.controlCenter(size))) is ControlCenterSurface)
            #expect(Surfaces.surface(for: context(.controlCenter(size))).columnTitle(in: context(.controlCenter(size))) == "Control Center · \(size)")
        }
        #expect(Surfaces.surface(for: context(.lockScreen, mode: .vibrant)) is ControlLockScreenSurface)
        #expect(Surfaces.surface(for: context(.actionButton)) is ControlActionButtonSurface)
        #expect(Surfaces.surface(for: context(.actionButton)).columnTitle(in: context(.actionButton)) == "Action button · Dynamic Island")
        // Without a placement the widget surfaces are unchanged.
        #expect(Surfaces.surface(for: context(nil)) is HomeScreenSurface)
        #expect(Surfaces.surface(for: context(nil, mode: .vibrant)) is LockScreenSurface)
    }

    @Test func controlCenterDarkensAndBlursTheWallpaperAroundTheTile() throws {
        var light = WidgetContext(family: .systemSmall)
        light.wallpaper = Wallpaper(width: 1, height: 1, rgba: [255, 255, 255, 255])
        let image = try renderer.render(TimerToggle(), placement: .controlCenter(.small), in: light)
        let corner = try #require(image.bitmap.pixel(x: 1, y: 1))
        // White under a 45 % black veil.
        #expect(abs(Int(corner.red) - 140) <= 3 && corner.red == corner.green && corner.green == corner.blue, "\(corner)")
        #expect(corner.alpha == 255)
    }

    @Test func theLockScreenButtonLeavesTheWallpaperAsItIsAroundItsPlate() throws {
        var plain = WidgetContext(family: .systemSmall)
        plain.wallpaper = Wallpaper(width: 1, height: 1, rgba: [40, 80, 160, 255])
        let image = try renderer.render(TimerToggle(), placement: .lockScreen, in: plain)
        let corner = try #require(image.bitmap.pixel(x: 1, y: 1))
        #expect(corner.red == 40 && corner.green == 80 && corner.blue == 160)
        // The off plate is darker than the wallpaper; the on plate brighter.
        let offPlate = try #require(image.bitmap.pixel(x: 33 * 3, y: 12 * 3))
        let on = try renderer.render(TimerToggle(), placement: .lockScreen, value: .value(true), in: plain)
        let onPlate = try #require(on.bitmap.pixel(x: 33 * 3, y: 12 * 3))
        #expect(Int(offPlate.blue) < 160 && Int(onPlate.blue) > 160, "off \(offPlate), on \(onPlate)")
    }

    @Test func theActionButtonIslandIsTransparentOutsideItsCapsule() throws {
        let image = try renderer.render(TimerToggle(), placement: .actionButton)
        #expect(image.bitmap.pixel(x: 0, y: 0)?.alpha == 0)
        #expect(image.bitmap.pixel(x: 345, y: 55)?.alpha == 255)
    }
}
