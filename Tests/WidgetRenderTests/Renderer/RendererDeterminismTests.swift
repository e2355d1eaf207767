import Foundation
import Testing
import WidgetGallery

@testable import WidgetRender

@Suite("Renderer determinism")
struct RendererDeterminismTests {
    @Test func sameInputGivesSameBytesTwice() throws {
        let renderer = try WidgetRenderer()
        let context = WidgetContext(family: .systemMedium, colorScheme: .dark)
        let a = try renderer.render(WeatherWidget(), entry: WeatherEntry.sample, in: context).pngData()
        let b = try renderer.render(WeatherWidget(), entry: WeatherEntry.sample, in: context).pngData()
        #expect(a == b)
        #expect(a.count > 1000)
    }

    @Test func twoThreadsAtOnceGiveTheSerialBytes() async throws {
        let renderer = try WidgetRenderer()
        let contexts = [WidgetContext(family: .systemSmall), WidgetContext(family: .systemMedium, colorScheme: .dark)]
        let serial = try contexts.map { try renderer.render(StepsWidget(), entry: StepsEntry.sample, in: $0).pngData() }
        let parallel = try await withThrowingTaskGroup(of: (Int, Data).self) { group in
            for round in 0..<4 {
                for (i, context) in contexts.enumerated() {
                    group.addTask {
                        _ = round
                        return (i, try renderer.render(StepsWidget(), entry: StepsEntry.sample, in: context).pngData())
                    }
                }
            }
            var results: [(Int, Data)] = []
            for try await r in group { results.append(r) }
            return results
        }
        #expect(parallel.count == 8)
        for (i, data) in parallel {
            #expect(data == serial[i])
        }
    }

    @Test func separateRenderersAgree() throws {
        let a = try WidgetRenderer().render(StepsWidget(), entry: StepsEntry.sample, in: WidgetContext(family: .systemSmall)).pngData()
        let b = try WidgetRenderer().render(StepsWidget(), entry: StepsEntry.sample, in: WidgetContext(family: .systemSmall)).pngData()
        #expect(a == b)
    }
}
