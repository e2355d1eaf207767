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
        let a = inked(upright), b = inked(rotated)
        #expect(a > 500, "\(name) upright: \(a) inked pixels")
        // The same artwork turned: the same ink within resampling (edges are re-filtered).
        #expect(abs(Double(b) / Double(a) - 1) < 0.1, "\(name): \(b) inked pixels rotated, \(a) upright")
        #expect(rotated.bitmap != upright.bitmap)
    }
}
