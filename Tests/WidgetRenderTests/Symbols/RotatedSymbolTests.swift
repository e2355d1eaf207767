import Foundation
import Testing

@testable import WidgetRender

/// Symbols under a rotating transform are drawn upright at the device's resolution and then
/// through the transform: librsvg refuses a masked document there (`bolt.slash`, found by the
/// fuzzer, seed 2 tree 131), and its failure left the Cairo context unusable.
@Suite struct RotatedSymbolTests {
    static let renderer = Result { try WidgetRenderer() }

    struct Rotated: View {
        var name: String
        var degrees: Double
        var body: some View {
            Image(systemName: name).font(.system(size: 40)).foregroundStyle(.white)
                .rotationEffect(.degrees(degrees))
                .containerBackground(.black, for: .widget)
        }
    }

    /// How many pixels are brighter than mid grey.
    private func inked(_ image: RenderedImage) -> Int {
        let p = image.pixels
        var count = 0
        for y in 0..<p.height {
            for x in 0..<p.width where (p.pixel(x: x, y: y)?.red ?? 0) > 128 { count += 1 }
        }
        return count
    }

    @Test(arguments: ["bolt.slash", "bolt.fill", "bell.slash"])
    func aRotatedSymbolDrawsAsMuchInkAsAnUprightOne(_ name: String) throws {
        let renderer = try Self.renderer.get()
        let context = WidgetContext(family: .systemSmall)
        let upright = try renderer.render(Rotated(name: name, degrees: 0), in: context)
        let rotated = try renderer.render(Rotated(name: name, degrees: -50), in: context)
        #expect(rotated.diagnostics.isEmpty, "\(rotated.diagnostics)")
        let a = inked(upright)
        let b = inked(rotated)
        #expect(a > 500, "\(name) upright: \(a) inked pixels")
        // The same artwork turned: the same ink within resampling (edges are re-filtered).
        #expect(abs(Double(b) / Double(a) - 1) < 0.1, "\(name): \(b) inked pixels rotated, \(a) upright")
        #expect(rotated.bitmap != upright.bitmap)
    }

    /// Flipped for right-to-left (a negative scale) and stretched far past the canvas, the
    /// masked symbol failed the same way (seed 1 trees 332 and 475, seed 2 tree 689).
    @Test func aFlippedOrHugeMaskedSymbolDraws() throws {
        struct Flipped: View {
            var body: some View {
                Image(systemName: "bolt.slash").font(.system(size: 40)).foregroundStyle(.white)
                    .flipsForRightToLeftLayoutDirection(true).environment(\.layoutDirection, .rightToLeft)
                    .containerBackground(.black, for: .widget)
            }
        }
        struct Huge: View {
            var body: some View {
                Image(systemName: "bolt.slash").resizable().foregroundStyle(.white).frame(width: 9000, height: 9000)
                    .containerBackground(.black, for: .widget)
            }
        }
        let renderer = try Self.renderer.get()
        let context = WidgetContext(family: .systemSmall)
        let upright = try renderer.render(Rotated(name: "bolt.slash", degrees: 0), in: context)
        let flipped = try renderer.render(Flipped(), in: context)
        #expect(abs(Double(inked(flipped)) / Double(inked(upright)) - 1) < 0.1)
        let huge = try renderer.render(Huge(), in: context)
        #expect(inked(huge) > 1000, "a piece of the giant symbol covers the widget")
    }

    /// A text under a huge `scaleEffect` made FreeType fail ("error occurred in libfreetype",
    /// seed 1 tree 374, at 400×); lines over 4,096 device pixels are now outlined smaller and
    /// scaled up. At 100× (a 35,700-pixel line) the stem of an "I" covers the widget.
    @Test func textUnderAHugeScaleDraws() throws {
        struct Giant: View {
            var scale: CGFloat
            var body: some View {
                Text("I").font(.system(size: 100)).foregroundStyle(.white).scaleEffect(scale)
                    .containerBackground(.black, for: .widget)
            }
        }
        let renderer = try Self.renderer.get()
        let context = WidgetContext(family: .systemSmall)
        // 100× threw before (FreeType); from about 200× the outlines came back empty: Cairo
        // drops glyphs whose origin is far off its target, and under the reduced transform the
        // origin of the giant I is.
        for scale in [100.0, 250, 400, 1000] {
            let image = try renderer.render(Giant(scale: scale), in: context)
            #expect(inked(image) > 10_000, "at \(scale)×, the giant I's stem covers the middle of the widget")
        }
    }
}
