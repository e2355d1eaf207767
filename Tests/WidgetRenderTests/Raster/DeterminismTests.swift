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

    /// Two threads each borrow an engine and wait for the other before rendering, so the two
    /// renders overlap whatever the core count: the pool must have made two engines.
    @Test func renderingFromTwoThreadsAtOnceGivesTheSameBytes() throws {
        let list = try sampleDisplayList()
        let reference = try Rasterizer.render(list)
        let pool = TextEnginePool()
        let rendezvous = Rendezvous(parties: 2)
        let results = Locked<[Result<Bitmap, any Error>]>([])
        let finished = DispatchGroup()
        for _ in 0..<2 {
            finished.enter()
            Thread.detachNewThread {
                defer { finished.leave() }
                var arrived = false
                let result = Result {
                    try pool.withEngine { engine in
                        rendezvous.arriveAndWait()
                        arrived = true
                        return try Rasterizer.render(list, textEngine: engine)
                    }
                }
                if !arrived { rendezvous.arriveAndWait() }  // never leave the other thread waiting
                results.withLock { $0.append(result) }
            }
        }
        finished.wait()
        let bitmaps = try results.withLock { try $0.map { try $0.get() } }
        #expect(bitmaps.count == 2)
        #expect(bitmaps.allSatisfy { $0 == reference })
        #expect(pool.idleCount >= 2, "both engines were borrowed at once, so both were returned")
    }

    @Test func textRasterisesTheSameAtEveryCall() throws {
        // A fresh engine (font map, context) must lay out exactly like a reused one.
        let list = try sampleDisplayList(scale: 2)
        let fresh = try Rasterizer.render(list, textEngine: TextEngine())
        let pooled = try Rasterizer.render(list)
        #expect(fresh == pooled)
    }
}
