import Foundation
import Testing

@testable import WidgetRender

@Suite struct TextEnginePoolTests {
    @Test func enginesAreReused() throws {
        let pool = TextEnginePool()
        let first = try pool.withEngine { ObjectIdentifier($0) }
        let second = try pool.withEngine { ObjectIdentifier($0) }
        #expect(first == second)
        #expect(pool.idleCount == 1)
        #expect(pool.enginesCreated == 1)
    }

    /// A nested call gets its caller's engine: waiting for another could never end in a pool of
    /// one engine (or with every engine held by callers that nest).
    @Test func nestedCallersShareTheirCallersEngine() throws {
        let pool = TextEnginePool(maximumEngines: 1)
        let (outer, inner) = try pool.withEngine { outer in
            (ObjectIdentifier(outer), try pool.withEngine { ObjectIdentifier($0) })
        }
        #expect(outer == inner)
        #expect(pool.idleCount == 1, "the nested call returned nothing of its own")
        #expect(pool.enginesCreated == 1)
        // The engine went back to the pool: a later caller gets it again.
        #expect(try pool.withEngine { ObjectIdentifier($0) } == outer)
    }

    @Test func theBoundIsAtLeastOneAndDefaultsToTheProcessorsOrFour() {
        #expect(TextEnginePool.defaultMaximumEngines == max(ProcessInfo.processInfo.activeProcessorCount, 4))
        #expect(TextEnginePool().maximumEngines == TextEnginePool.defaultMaximumEngines)
        #expect(TextEnginePool.shared.maximumEngines == TextEnginePool.defaultMaximumEngines)
        #expect(TextEnginePool(maximumEngines: 0).maximumEngines == 1)
    }

    @Test func concurrentMeasurementsAgree() async throws {
        let pool = TextEnginePool()
        let text = plainText("Concurrent text that wraps over several lines", size: 15)
        let expected = try pool.withEngine { $0.measure(text, width: 80, maxLines: nil, fontScale: 1) }
        let results = try await withThrowingTaskGroup(of: TextMetrics.self) { group in
            for _ in 0..<8 {
                group.addTask { try pool.withEngine { $0.measure(text, width: 80, maxLines: nil, fontScale: 1) } }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 8)
        #expect(results.allSatisfy { $0 == expected })
        #expect(pool.enginesCreated <= pool.maximumEngines)
    }

    /// 16 threads start together and each renders 4 times: the pool never makes or lends more
    /// engines than its bound, every caller completes, and every render has the serial bytes.
    @Test func sixteenThreadsNeverMakeMoreEnginesThanTheBound() throws {
        let list = try sampleDisplayList(scale: 1)
        let serial = try Rasterizer.render(list, textEngine: TextEngine())
        let pool = TextEnginePool(maximumEngines: 4)
        let threads = 16
        let rounds = 4
        let borrowed = Locked((now: 0, most: 0))
        let results = Locked<[Result<Bitmap, any Error>]>([])
        Rendezvous.runTogether(threads: threads) { _ in
            for _ in 0..<rounds {
                let result = Result {
                    try pool.withEngine { engine in
                        borrowed.withLock {
                            $0.now += 1
                            $0.most = max($0.most, $0.now)
                        }
                        defer { borrowed.withLock { $0.now -= 1 } }
                        return try Rasterizer.render(list, textEngine: engine)
                    }
                }
                results.withLock { $0.append(result) }
            }
        }
        let bitmaps = try results.withLock { try $0.map { try $0.get() } }
        #expect(bitmaps.count == threads * rounds)
        #expect(bitmaps.allSatisfy { $0 == serial })
        #expect((1...4).contains(pool.enginesCreated), "\(pool.enginesCreated) engines created")
        #expect(borrowed.withLock { $0.most } <= 4)
        #expect(pool.idleCount == pool.enginesCreated, "every engine came back")
    }

    /// With a bound of one, every caller waits for the one engine and gets it.
    @Test func callersBeyondTheBoundWaitForAnEngineComingBack() throws {
        let pool = TextEnginePool(maximumEngines: 1)
        let threads = 8
        let engines = Locked<[ObjectIdentifier]>([])
        Rendezvous.runTogether(threads: threads) { _ in
            if let engine = try? pool.withEngine({ ObjectIdentifier($0) }) {
                engines.withLock { $0.append(engine) }
            }
        }
        let seen = engines.withLock { $0 }
        #expect(seen.count == threads)
        #expect(Set(seen).count == 1)
        #expect(pool.enginesCreated == 1)
    }

    @Test func aMissingFontsFolderIsReportedByTheFirstBorrower() {
        let pool = TextEnginePool(fontsDirectory: URL(fileURLWithPath: "/nonexistent/Fonts"))
        #expect(
            throws: WidgetRenderError(
                "cannot read the fonts folder \"/nonexistent/Fonts\"; check that the package's Fonts/ folder is installed and readable"
            )
        ) {
            try pool.withEngine { _ in }
        }
    }

    /// A failed creation gives its place back: with a bound of one, the next borrower tries
    /// (and fails) again instead of waiting for an engine that does not exist.
    @Test func aFailedEngineDoesNotTakeAPlace() {
        let pool = TextEnginePool(fontsDirectory: URL(fileURLWithPath: "/nonexistent/Fonts"), maximumEngines: 1)
        for _ in 0..<2 {
            #expect(throws: WidgetRenderError.self) { try pool.withEngine { _ in } }
        }
        #expect(pool.enginesCreated == 0)
        #expect(pool.sharedConfiguration == nil)
    }
}
