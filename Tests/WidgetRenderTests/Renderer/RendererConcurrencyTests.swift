import Foundation
import Testing
import WidgetGallery

@testable import WidgetRender

/// Many threads on one renderer: its bounded pool of engines serves them all, with the serial
/// bytes, and never makes more engines than its bound.
@Suite("Renderer concurrency")
struct RendererConcurrencyTests {
    @Test func sixteenThreadsShareTheBoundedEngines() throws {
        let renderer = try WidgetRenderer()
        let contexts = [WidgetContext(family: .systemSmall), WidgetContext(family: .systemMedium, colorScheme: .dark)]
        let serial = try contexts.map { try renderer.render(StepsWidget(), entry: StepsEntry.sample, in: $0).pngData() }
        let threads = 16
        let results = Locked<[(Int, Result<Data, any Error>)]>([])
        Rendezvous.runTogether(threads: threads) { index in
            let which = index % contexts.count
            let result = Result { try renderer.render(StepsWidget(), entry: StepsEntry.sample, in: contexts[which]).pngData() }
            results.withLock { $0.append((which, result)) }
        }
        let rendered = try results.withLock { try $0.map { ($0.0, try $0.1.get()) } }
        #expect(rendered.count == threads)
        for (which, data) in rendered {
            #expect(data == serial[which])
        }
        #expect(renderer.textEnginesCreated >= 1)
        #expect(renderer.textEnginesCreated <= renderer.maximumTextEngines)
        #expect(renderer.maximumTextEngines == TextEnginePool.defaultMaximumEngines)
    }
}
