import Foundation
import Testing

@testable import WidgetRender

/// One fontconfig configuration per pool (and so per renderer), shared by all its engines'
/// font maps, and freed with the last of them.
@Suite struct FontConfigurationTests {
    /// What an engine borrowed on one thread says about its configuration.
    private struct Borrowed: Sendable {
        var engine: ObjectIdentifier
        var configuration: ObjectIdentifier
        var mapUsesThePoolsConfig: Bool
    }

    /// Borrows `count` engines of `pool` at once (each thread waits for the others while it
    /// holds its engine), so that they are all different engines.
    private func borrowAtOnce(_ count: Int, from pool: TextEnginePool) throws -> [Borrowed] {
        let rendezvous = Rendezvous(parties: count)
        let results = Locked<[Result<Borrowed, any Error>]>([])
        let finished = DispatchGroup()
        for _ in 0..<count {
            finished.enter()
            Thread.detachNewThread {
                defer { finished.leave() }
                var arrived = false
                let result = Result {
                    try pool.withEngine { engine in
                        rendezvous.arriveAndWait()
                        arrived = true
                        let library = engine.context.library
                        let shared = pool.sharedConfiguration
                        return Borrowed(
                            engine: ObjectIdentifier(engine),
                            configuration: ObjectIdentifier(library.configuration),
                            mapUsesThePoolsConfig: shared.map { library.usesConfig(of: $0) } ?? false
                        )
                    }
                }
                if !arrived { rendezvous.arriveAndWait() }  // never leave the others waiting
                results.withLock { $0.append(result) }
            }
        }
        finished.wait()
        return try results.withLock { try $0.map { try $0.get() } }
    }

    @Test func theEnginesOfAPoolShareOneConfiguration() throws {
        let pool = TextEnginePool(maximumEngines: 3)
        let borrowed = try borrowAtOnce(3, from: pool)
        let shared = try #require(pool.sharedConfiguration)
        #expect(Set(borrowed.map(\.engine)).count == 3, "three engines, each with its own font map")
        #expect(borrowed.allSatisfy { $0.configuration == ObjectIdentifier(shared) })
        #expect(borrowed.allSatisfy { $0.mapUsesThePoolsConfig }, "every Pango font map uses the one FcConfig")
        #expect(pool.enginesCreated == 3)
    }

    @Test func eachRendererHasAConfigurationOfItsOwn() throws {
        let first = try #require(try WidgetRenderer().engines.sharedConfiguration)
        let second = try #require(try WidgetRenderer().engines.sharedConfiguration)
        #expect(first !== second)
    }

    @Test func theConfigurationLivesAsLongAsItsLastEngine() throws {
        weak var weakConfiguration: FontConfiguration?
        var engine: TextEngine?
        do {
            let configuration = try FontConfiguration()
            weakConfiguration = configuration
            engine = try TextEngine(configuration: configuration)
        }
        #expect(weakConfiguration != nil, "the engine's font library keeps the configuration")
        let metrics = try #require(engine).measure(plainText("Still here", size: 17), width: nil, maxLines: nil, fontScale: 1)
        #expect(metrics.size.width > 10)
        engine = nil
        #expect(weakConfiguration == nil, "freed with its last engine")
    }

    @Test func aPoolFreesItsConfigurationWithItsEngines() throws {
        weak var weakConfiguration: FontConfiguration?
        do {
            let pool = TextEnginePool()
            try pool.withEngine { _ in }
            weakConfiguration = pool.sharedConfiguration
            #expect(weakConfiguration != nil)
        }
        #expect(weakConfiguration == nil)
    }

    /// A fresh configuration, map and context lay text out exactly as a pool's shared one.
    @Test func aSharedConfigurationMeasuresAsAPrivateOne() throws {
        let text = plainText("Shared fonts measure the same, line after line", size: 15)
        let pool = TextEnginePool()
        let shared = try pool.withEngine { $0.measure(text, width: 90, maxLines: nil, fontScale: 1) }
        let own = try TextEngine().measure(text, width: 90, maxLines: nil, fontScale: 1)
        #expect(shared == own)
        #expect(shared.lineCount > 1)
    }
}
