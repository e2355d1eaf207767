import Foundation
import Testing
@testable import WidgetRender

@Suite struct DeterminismTests {
    @Test func renderingTwiceGivesTheSameBytes() throws {
        let list = try sampleDisplayList()
        let first = try Rasterizer.render(list)
        let second = try Rasterizer.render(list)
        #expect(first == second)
        #expect(try PNGEncoder().encode(first) == PNGEncoder().encode(second))
        // The sample really draws something.
        #expect(Set(first.bytes).count > 50)
    }

    @Test func renderingFromTwoThreadsAtOnceGivesTheSameBytes() async throws {
        let list = try sampleDisplayList()
        let reference = try Rasterizer.render(list)
        let pool = TextEnginePool()
        let bitmaps = try await withThrowingTaskGroup(of: Bitmap.self) { group in
            for _ in 0..<2 {
                group.addTask { try Rasterizer.render(list, pool: pool) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(bitmaps.count == 2)
        #expect(bitmaps.allSatisfy { $0 == reference })
    }

    @Test func textRasterisesTheSameAtEveryCall() throws {
        // A fresh engine (font map, context) must lay out exactly like a reused one.
        let list = try sampleDisplayList(scale: 2)
        let fresh = try Rasterizer.render(list, textEngine: TextEngine())
        let pooled = try Rasterizer.render(list)
        #expect(fresh == pooled)
    }
}
