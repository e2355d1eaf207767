import Foundation
import Testing

@testable import WidgetRender

/// Surfaces take their pixel buffers from a pool between renders; a reused buffer starts
/// transparent, and renders give the same bytes whatever buffer they got.
@Suite struct SurfaceBufferReuseTests {
    private struct Card: View {
        var body: some View {
            VStack(alignment: .leading) {
                Text("Buffers").font(.headline)
                Image(systemName: "sun.max.fill").foregroundStyle(.yellow)
                Text("reused, cleared").font(.caption).foregroundStyle(.secondary)
            }
            .containerBackground(for: .widget) { LinearGradient(colors: [.blue, .mint], startPoint: .top, endPoint: .bottom) }
        }
    }

    private func png(_ renderer: WidgetRenderer, _ family: WidgetFamily) throws -> Data {
        try renderer.render(Card(), in: WidgetContext(family: family)).pngData()
    }

    @Test func aReusedBufferStartsTransparent() throws {
        let reusesBefore = CairoSurfaceBuffers.reuses
        do {
            let dirty = try CairoSurface(width: 300, height: 200)
            let canvas = try CairoCanvas(surface: dirty)
            canvas.withCanvasPixels { pixels in
                for y in 0..<pixels.height {
                    let row = pixels.row(y)
                    for x in 0..<pixels.width { row[x] = 0xFF12_3456 }
                }
            }
        }
        let clean = try CairoSurface(width: 300, height: 200).bitmap()
        // The dirty buffer went back to the pool and a surface took it (this one, or one of a
        // test running at the same time, which then left another for this one).
        #expect(CairoSurfaceBuffers.reuses > reusesBefore)
        #expect(clean.bytes.allSatisfy { $0 == 0 })
        let smaller = try CairoSurface(width: 120, height: 90).bitmap()
        #expect(smaller.width == 120 && smaller.height == 90 && smaller.bytes.allSatisfy { $0 == 0 })
    }

    @Test func rendersOfDifferentSizesInTurnGiveTheSameBytes() throws {
        let renderer = try WidgetRenderer()
        let small = try png(renderer, .systemSmall)
        let large = try png(renderer, .systemLarge)
        let medium = try png(renderer, .systemMedium)
        // Each of these now gets a buffer that held a larger render.
        #expect(try png(renderer, .systemSmall) == small)
        #expect(try png(renderer, .systemLarge) == large)
        #expect(try png(renderer, .systemMedium) == medium)
        #expect(try png(renderer, .accessoryRectangular) == png(renderer, .accessoryRectangular))
        #expect(small != medium && medium != large)
    }

    @Test func thePoolStaysWithinItsLimits() throws {
        let surfaces = try (0..<12).map { _ in try CairoSurface(width: 400, height: 400) }
        #expect(surfaces.count == 12)
        _ = consume surfaces
        let kept = CairoSurfaceBuffers.keptBuffers
        #expect(kept.count <= CairoSurfaceBuffers.maximumBuffers)
        #expect(kept.bytes <= CairoSurfaceBuffers.maximumBytes)
    }
}
