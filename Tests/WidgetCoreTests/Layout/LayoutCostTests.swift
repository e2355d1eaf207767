import Foundation
import Testing

@testable import WidgetCore

/// Counts measurements, to bound layout work without timing anything.
final class CountingMeasurer: TextMeasurer, @unchecked Sendable {
    private let base = FakeTextMeasurer()
    private(set) var calls = 0

    func measure(_ text: ResolvedText, width: CGFloat?, maxLines: Int?, fontScale: CGFloat) -> TextMetrics {
        calls += 1
        return base.measure(text, width: width, maxLines: maxLines, fontScale: fontScale)
    }
}

@Suite struct LayoutCostTests {
    /// Sixteen nested baseline-aligned stacks: without caching stack plans and baselines each
    /// level asked its child twice, and the work doubled per level.
    @Test func nestedBaselineStacksStayLinear() {
        func nest(_ depth: Int) -> AnyView {
            depth == 0
                ? AnyView(text10("x"))
                : AnyView(
                    HStack(alignment: .firstTextBaseline) {
                        text10("a")
                        nest(depth - 1)
                    })
        }
        let shallow = CountingMeasurer()
        let deep = CountingMeasurer()
        var env = EnvironmentValues()
        env.displayScale = 1
        _ = WidgetComposer(measurer: shallow).composeView(nest(8), canvas: CGSize(width: 400, height: 100), environment: env)
        _ = WidgetComposer(measurer: deep).composeView(nest(16), canvas: CGSize(width: 400, height: 100), environment: env)
        // Doubling the depth may at most roughly double-and-a-bit the text measurements.
        #expect(deep.calls < shallow.calls * 3, "8 levels: \(shallow.calls) calls, 16 levels: \(deep.calls)")
        #expect(deep.calls < 5_000)
    }

    /// A stack asks each child for its minimum, maximum and share; a text answers the three
    /// from one measurement when they are the same question, whatever the text engine caches.
    @Test func aStackOfTextsMeasuresEachTextOnce() {
        for n in [100, 1_000] {
            let measurer = CountingMeasurer()
            let view = VStack(spacing: 0) { ForEach(0..<n, id: \.self) { i in text10("Row \(i)") } }
            _ = WidgetComposer(measurer: measurer).composeView(view, canvas: CGSize(width: 300, height: CGFloat(n) * 20), environment: EnvironmentValues())
            #expect(measurer.calls == n)
        }
    }

    /// Alternating stacks with a text at each level: the measurements grow with the depth, not
    /// faster (they jumped when size caches missed).
    @Test func alternatingStacksMeasureLinearlyInDepth() {
        func nest(_ depth: Int, horizontal: Bool = true) -> AnyView {
            if depth == 0 { return AnyView(text10("leaf")) }
            return horizontal
                ? AnyView(
                    HStack {
                        text10("level \(depth)")
                        nest(depth - 1, horizontal: false)
                    })
                : AnyView(
                    VStack {
                        text10("level \(depth)")
                        nest(depth - 1, horizontal: true)
                    })
        }
        let shallow = CountingMeasurer()
        let deep = CountingMeasurer()
        _ = WidgetComposer(measurer: shallow).composeView(nest(16), canvas: CGSize(width: 360, height: 360), environment: EnvironmentValues())
        _ = WidgetComposer(measurer: deep).composeView(nest(32), canvas: CGSize(width: 360, height: 360), environment: EnvironmentValues())
        #expect(deep.calls <= shallow.calls * 3, "16 levels: \(shallow.calls) calls, 32 levels: \(deep.calls)")
    }
}

/// Nested `ViewThatFits` (a chain, 20 deep and more, as the reliability sweep built it):
/// each level tries its children, and the inner levels answer from their caches, so the
/// text measurements grow with the depth, not exponentially.
@Suite struct ViewThatFitsCostTests {
    func nest(_ depth: Int) -> AnyView {
        depth == 0
            ? AnyView(text10("leaf leaf leaf leaf leaf leaf leaf leaf"))
            : AnyView(
                ViewThatFits {
                    HStack {
                        text10("wide \(depth) wide wide wide wide wide")
                        nest(depth - 1)
                    }
                    text10("short \(depth)")
                })
    }

    @Test func nestedViewThatFitsStaysLinear() {
        let shallow = CountingMeasurer()
        let deep = CountingMeasurer()
        var env = EnvironmentValues()
        env.displayScale = 1
        _ = WidgetComposer(measurer: shallow).composeView(nest(20), canvas: CGSize(width: 300, height: 300), environment: env)
        _ = WidgetComposer(measurer: deep).composeView(nest(40), canvas: CGSize(width: 300, height: 300), environment: env)
        #expect(deep.calls < shallow.calls * 3, "20 levels: \(shallow.calls) calls, 40 levels: \(deep.calls)")
    }
}
