import Foundation
import Testing
import WidgetRender

/// Controls' layout in numbers: each placement's image and tile size, the symbol centred in
/// its module, the title and value beside or below it, and the colours of the on and off states.
@Suite struct ControlLayoutTests {
    let renderer = try! WidgetRenderer()

    func frame(_ image: RenderedImage, _ name: String) throws -> CGRect { try #require(image.layout.frame(of: name)) }

    /// The straight colour at a point (in points) of the image.
    func color(_ image: RenderedImage, _ point: CGPoint) throws -> (r: Int, g: Int, b: Int) {
        let p = try #require(image.bitmap.pixel(x: Int(point.x * image.scale), y: Int(point.y * image.scale)))
        return (Int(p.red), Int(p.green), Int(p.blue))
    }

    @Test func controlCenterTilesAreOneTwoAndFourGridModulesWithTheBackdropAround() throws {
        for (size, expected) in [(ControlCenterSize.small, CGSize(width: 64, height: 64)), (.medium, CGSize(width: 144, height: 64)), (.large, CGSize(width: 144, height: 144))] {
            let image = try renderer.render(TimerToggle(), placement: .controlCenter(size))
            let tile = try frame(image, "control.tile")
            #expect(tile == CGRect(x: 8, y: 8, width: expected.width, height: expected.height), "\(size)")
            #expect(image.pixelWidth == Int((expected.width + 16) * 3) && image.pixelHeight == Int((expected.height + 16) * 3), "\(size)")
        }
        #expect(ControlStyleConstants.tileSize(.large).width == 2 * ControlStyleConstants.gridModule + ControlStyleConstants.gridSpacing)
    }

    @Test func theSymbolIsCentredInTheLeadingModuleOfEveryTile() throws {
        for size in ControlCenterSize.allCases {
            let image = try renderer.render(TimerToggle(), placement: .controlCenter(size))
            let symbol = try frame(image, "control.symbol")
            #expect(abs(symbol.midX - (8 + 32)) < 0.5 && abs(symbol.midY - (8 + 32)) < 0.5, "\(size): \(symbol)")
            #expect(symbol.width > 15 && symbol.width < 32, "\(size): \(symbol)")
        }
    }

    @Test func theSmallTileShowsOnlyTheSymbol() throws {
        let image = try renderer.render(TimerToggle(), placement: .controlCenter(.small))
        #expect(image.layout.frame(of: "control.title") == nil)
        #expect(image.layout.frame(of: "control.value") == nil)
    }

    @Test func theMediumTileSetsTheTitleAboveTheValueBesideTheSymbol() throws {
        let image = try renderer.render(TimerToggle(), placement: .controlCenter(.medium))
        let title = try frame(image, "control.title")
        let value = try frame(image, "control.value")
        #expect(title.minX == 8 + 64 && value.minX == 8 + 64)  // just after the symbol's module
        #expect(title.maxY <= value.minY + 0.01)
        #expect(abs((title.minY + value.maxY) / 2 - (8 + 32)) < 1)  // the pair centred on the tile's height
        #expect(title.maxX <= 8 + 144 - ControlStyleConstants.contentInset + 0.01)
    }

    @Test func theLargeTileSetsTheTitleAndValueAtItsBottomLeadingCorner() throws {
        let image = try renderer.render(TimerToggle(), placement: .controlCenter(.large))
        let title = try frame(image, "control.title")
        let value = try frame(image, "control.value")
        #expect(title.minX == 8 + 16 && value.minX == 8 + 16)
        #expect(abs(value.maxY - (8 + 144 - 16)) < 0.01)
        #expect(title.maxY <= value.minY + 0.01)
        #expect(title.minY > 8 + 64)  // below the symbol's module
    }

    @Test func theLockScreenButtonIsA50PointCircleWithTheSymbolOnly() throws {
        let image = try renderer.render(TimerToggle(), placement: .lockScreen)
        #expect(image.pixelWidth == 66 * 3 && image.pixelHeight == 66 * 3)
        #expect(try frame(image, "control.tile") == CGRect(x: 8, y: 8, width: 50, height: 50))
        let symbol = try frame(image, "control.symbol")
        #expect(abs(symbol.midX - 33) < 0.5 && abs(symbol.midY - 33) < 0.5)
        #expect(image.layout.frame(of: "control.title") == nil && image.layout.frame(of: "control.value") == nil)
    }

    @Test func theActionButtonIsTheCompactIslandWithTheSymbolLeadingAndTheValueTrailing() throws {
        let image = try renderer.render(TimerToggle(), placement: .actionButton)
        #expect(image.pixelWidth == 690 && image.pixelHeight == 110)  // 230 × 36.67 pt @3x
        let symbol = try frame(image, "control.symbol")
        let value = try frame(image, "control.value")
        #expect(abs(symbol.minX - 12) < 0.01 && abs(value.maxX - (230 - 12)) < 0.01)
        #expect(abs(symbol.midY - 55.0 / 3) < 0.5 && abs(value.midY - 55.0 / 3) < 0.5)
        #expect(try color(image, CGPoint(x: 115, y: 18)) == (0, 0, 0))  // the black island
        let wide = try renderer.render(TimerToggle(), placement: .actionButton, in: WidgetContext(family: .systemSmall, device: .iPhone6_7))
        #expect(wide.pixelWidth == 750)
    }

    @Test func anOnToggleFillsItsTileWhiteAndTintsItsSymbolAnOffOneDoesNot() throws {
        let off = try renderer.render(TimerToggle(), placement: .controlCenter(.small))
        let on = try renderer.render(TimerToggle(), placement: .controlCenter(.small), value: .value(true))
        // A point of the tile between its edge and the symbol.
        let corner = CGPoint(x: 8 + 32, y: 8 + 6)
        let offTile = try color(off, corner)
        let onTile = try color(on, corner)
        #expect(onTile == (255, 255, 255))
        #expect(offTile.r < 160 && offTile.g < 160 && offTile.b < 160)
        // The symbol's pixels: orange when on, white-ish when off.
        let symbol = try frame(on, "control.symbol")
        let onInk = try inkColors(on, in: symbol)
        #expect(onInk.contains { $0.r > 230 && $0.g > 120 && $0.g < 190 && $0.b < 60 }, "on: \(onInk.prefix(5))")
        let offInk = try inkColors(off, in: try frame(off, "control.symbol"))
        #expect(!offInk.contains { $0.r > 200 && $0.b < 80 }, "off: \(offInk.prefix(5))")
    }

    @Test func anOffButtonIgnoresItsTintInControlCenterButTheActionButtonUsesIt() throws {
        let tile = try renderer.render(MeditateButton(), placement: .controlCenter(.small))
        #expect(try !inkColors(tile, in: try frame(tile, "control.symbol")).contains { $0.g > 150 && $0.r < 100 })
        let island = try renderer.render(MeditateButton(), placement: .actionButton)
        #expect(try inkColors(island, in: try frame(island, "control.symbol")).contains { $0.g > 150 && $0.r < 100 })  // teal
    }

    /// The colours of the pixels in `rect` that differ from its corner (the symbol's ink).
    func inkColors(_ image: RenderedImage, in rect: CGRect) throws -> [(r: Int, g: Int, b: Int)] {
        let base = try color(image, rect.origin)
        var found: [(r: Int, g: Int, b: Int)] = []
        var y = rect.minY
        while y < rect.maxY {
            var x = rect.minX
            while x < rect.maxX {
                let c = try color(image, CGPoint(x: x, y: y))
                if abs(c.r - base.r) + abs(c.g - base.g) + abs(c.b - base.b) > 60 { found.append(c) }
                x += 1 / image.scale
            }
            y += 1 / image.scale
        }
        return found
    }
}
