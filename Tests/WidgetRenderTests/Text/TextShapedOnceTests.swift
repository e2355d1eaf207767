import Foundation
import Testing

@testable import WidgetRender

@Suite("Text is shaped once") struct TextShapedOnceTests {
    private var view: some View {
        VStack(alignment: .leading) {
            Text("Morning run").font(.headline)
            Text("A long description that has to wrap onto a second line").font(.caption).lineLimit(2)
            Text("12,345 steps").font(.title2).minimumScaleFactor(0.5)
        }
        .padding()
    }

    private func compose(with engine: TextEngine) -> ComposedScene {
        var env = EnvironmentValues()
        env.displayScale = 2
        return WidgetComposer(measurer: engine).composeView(view, canvas: CGSize(width: 160, height: 160), environment: env)
    }

    private func textItems(_ scene: ComposedScene) -> Int {
        scene.displayList.items.filter { if case .text = $0.operation { return true } else { return false } }.count
    }

    @Test func drawingReusesTheLayoutsMeasuringShaped() throws {
        let engine = try TextEngine()
        let scene = compose(with: engine)
        let measured = engine.layoutCount
        #expect(measured > 0)
        _ = try Rasterizer.render(scene.displayList, textEngine: engine)
        #expect(engine.layoutCount == measured, "the rasteriser laid text out again")
    }

    @Test func aRepeatedRenderShapesNothingNew() throws {
        let engine = try TextEngine()
        _ = try Rasterizer.render(compose(with: engine).displayList, textEngine: engine)
        let first = engine.layoutCount
        _ = try Rasterizer.render(compose(with: engine).displayList, textEngine: engine)
        #expect(engine.layoutCount == first)
    }

    @Test func anEngineThatDidNotMeasureShapesEachDrawnTextExactlyOnce() throws {
        let scene = compose(with: try TextEngine())
        let other = try TextEngine()
        let cold = try Rasterizer.render(scene.displayList, textEngine: other)
        #expect(textItems(scene) == 3)
        #expect(other.layoutCount == 3)
        // And the pixels are the same as drawing with the measuring engine.
        let measuring = try TextEngine()
        let warm = try Rasterizer.render(compose(with: measuring).displayList, textEngine: measuring)
        #expect(cold == warm)
    }
}

@Suite struct LRUCacheTests {
    @Test func theLeastRecentlyUsedValueIsForgottenFirst() {
        var cache = LRUCache<String, Int>(capacity: 2)
        cache["a"] = 1
        cache["b"] = 2
        #expect(cache["a"] == 1)
        cache["c"] = 3
        #expect(cache["b"] == nil)
        #expect(cache["a"] == 1)
        #expect(cache["c"] == 3)
        #expect(cache.count == 2)
        cache["a"] = 10
        cache["d"] = 4
        #expect(cache["c"] == nil)
        #expect(cache["a"] == 10)
    }

    @Test func manyMoreKeysThanCapacityKeepTheNewest() {
        var cache = LRUCache<Int, Int>(capacity: 100)
        for i in 0..<10_000 { cache[i] = i }
        #expect(cache.count == 100)
        #expect(cache[9_999] == 9_999)
        #expect(cache[9_900] == 9_900)
        #expect(cache[9_899] == nil)
    }
}
