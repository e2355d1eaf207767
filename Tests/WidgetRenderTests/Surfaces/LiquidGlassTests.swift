import Foundation
import Testing

@testable import WidgetRender

/// The iOS 26 Liquid Glass of the accented Home Screen (``GlassMaterial``): the rim at the
/// edge, the clear looks' lift and dim, and white primary content when nothing is accented.
@Suite struct LiquidGlassTests {
    static let renderer = Result { try WidgetRenderer() }

    /// A widget with nothing on its glass but a small square in its centre.
    struct Slab: View {
        var accentable = false
        var body: some View {
            Rectangle().fill(Color(red: 0, green: 1, blue: 0)).frame(width: 20, height: 20)
                .widgetAccentable(accentable)
                .containerBackground(Color(red: 1, green: 0, blue: 0), for: .widget)
        }
    }

    /// A wallpaper of one colour.
    static func wallpaper(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Wallpaper {
        Wallpaper(width: 4, height: 4, rgba: [UInt8]((0..<16).flatMap { _ in [r, g, b, 255] }))
    }

    private func render(_ appearance: WidgetAppearance, wallpaper: Wallpaper? = nil, tint: Color? = nil, _ view: some View = Slab()) throws -> RenderedImage {
        var context = WidgetContext(family: .systemSmall)
        context.renderingMode = .accented
        context.system = .iOS26
        context.appearance = appearance
        context.wallpaper = wallpaper
        context.tint = tint
        return try Self.renderer.get().render(view, in: context)
    }

    private func pixel(_ image: RenderedImage, _ x: Int, _ y: Int) throws -> [Int] {
        let p = try #require(image.pixels.pixel(x: x, y: y))
        return [Int(p.red), Int(p.green), Int(p.blue)]
    }

    private func brightness(_ p: [Int]) -> Int { p.reduce(0, +) }

    @Test(arguments: [WidgetAppearance.tinted(.dark), .tinted(.light), .clear(.light), .clear(.dark)])
    func theEdgeIsBrighterThanTheInteriorByTheRim(_ appearance: WidgetAppearance) throws {
        let image = try render(appearance, wallpaper: Self.wallpaper(90, 90, 110))
        let x = image.pixels.width / 2
        let edge = try pixel(image, x, 1)
        let interior = try pixel(image, x, 40)
        #expect(brightness(edge) - brightness(interior) >= 90, "edge \(edge), interior \(interior)")
    }

    @Test func theRimIsStrongestTopLeftAndBottomRight() throws {
        let image = try render(.tinted(.dark), wallpaper: Self.wallpaper(20, 30, 70))
        let w = image.pixels.width
        let h = image.pixels.height
        // The brightest pixel on each corner's diagonal, from the corner inward.
        func diagonal(_ x0: Int, _ y0: Int, _ dx: Int, _ dy: Int) throws -> Int {
            var best = 0
            for i in 0..<40 {
                let p = try pixel(image, x0 + dx * i, y0 + dy * i)
                best = max(best, brightness(p))
            }
            return best
        }
        let topLeft = try diagonal(0, 0, 1, 1)
        let topRight = try diagonal(w - 1, 0, -1, 1)
        let bottomRight = try diagonal(w - 1, h - 1, -1, -1)
        let bottomLeft = try diagonal(0, h - 1, 1, -1)
        #expect(topLeft > topRight + 60 && bottomRight > bottomLeft + 60, "TL \(topLeft) TR \(topRight) BR \(bottomRight) BL \(bottomLeft)")
    }

    @Test func clearLightLiftsTheWallpaperAndClearDarkDimsIt() throws {
        let grey = Self.wallpaper(128, 128, 128)
        let light = try render(.clear(.light), wallpaper: grey)
        let dark = try render(.clear(.dark), wallpaper: grey)
        let x = light.pixels.width / 2
        let lifted = try pixel(light, x, 60)
        let dimmed = try pixel(dark, x, 60)
        #expect(lifted.allSatisfy { $0 >= 130 }, "clear light \(lifted) over 128")
        #expect(dimmed.allSatisfy { $0 <= 100 }, "clear dark \(dimmed) over 128")
    }

    @Test func aNavySlabOnANavyWallpaperKeepsAVisibleRim() throws {
        let navy = Self.wallpaper(20, 40, 100)
        let image = try render(.tinted(.dark), wallpaper: navy, tint: Color(red: 20 / 255, green: 40 / 255, blue: 100 / 255))
        let x = image.pixels.width / 2
        let edge = try pixel(image, x, 1)
        // The rim stands out from the navy around the widget as from its interior.
        #expect(brightness(edge) - brightness([20, 40, 100]) >= 90, "edge \(edge)")
        let interior = try pixel(image, x, 40)
        #expect(brightness(edge) - brightness(interior) >= 90, "edge \(edge), interior \(interior)")
    }

    @Test func theLensBrightensAndBendsOnlyNearTheEdge() throws {
        let image = try render(.clear(.dark), wallpaper: Self.wallpaper(90, 90, 110))
        let x = image.pixels.width / 2
        // Inside the lens (8 pt = 24 px at 3×) brighter than beyond it; beyond it flat.
        let lens = try pixel(image, x, 6)
        let beyond = try pixel(image, x, 30)
        let middle = try pixel(image, x, 60)
        #expect(brightness(lens) > brightness(beyond), "lens \(lens), beyond \(beyond)")
        #expect(beyond == middle)
    }

    @Test(arguments: [WidgetAppearance.tinted(.dark), .clear(.dark)])
    func primaryContentIsWhiteWhenNothingIsAccented(_ appearance: WidgetAppearance) throws {
        let plain = try render(appearance, wallpaper: Self.wallpaper(90, 90, 110))
        let centre = plain.pixels.width / 2
        let primary = try pixel(plain, centre, centre)
        #expect(primary.allSatisfy { $0 >= 250 }, "\(primary)")
        // With an accented view the default group stays the dimmer white.
        struct Mixed: View {
            var body: some View {
                HStack {
                    Rectangle().fill(Color.white).frame(width: 20, height: 20)
                    Rectangle().fill(Color.white).frame(width: 20, height: 20).widgetAccentable()
                }
                .containerBackground(Color(red: 1, green: 0, blue: 0), for: .widget)
            }
        }
        let mixed = try render(appearance, wallpaper: Self.wallpaper(90, 90, 110), Mixed())
        let left = try pixel(mixed, centre - 14 * 3, centre)
        let right = try pixel(mixed, centre + 14 * 3, centre)
        #expect(right.allSatisfy { $0 >= 250 } && left.allSatisfy { $0 < 245 }, "default \(left), accent \(right)")
    }
}
