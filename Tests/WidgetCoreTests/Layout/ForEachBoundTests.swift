import Foundation
import Testing

@testable import WidgetCore

/// Counts calls from a `ForEach`'s content closure (which runs on the test's thread).
private final class CallCounter: @unchecked Sendable {
    var calls = 0
    func tick() { calls += 1 }
}

/// A `ForEach` over an entry's data builds views only for what a widget can hold: the work
/// is bounded by counting the content closure's calls, not by timing.
@Suite struct ForEachBoundTests {
    @Test func aMillionElementsBuildTheFirstThousandAndSaySo() {
        let counter = CallCounter()
        let hourly = Array(repeating: 1.5, count: 1_000_000)
        let scene = compose(
            VStack(spacing: 0) {
                ForEach(hourly.indices, id: \.self) { i in
                    let _ = counter.tick()
                    Color.red.frame(height: 1).named("v\(i)")
                }
            })
        #expect(counter.calls == 1_000)
        #expect(
            scene.diagnostics(.limitExceeded).map(\.message) == [
                "ForEach over 1000000 elements builds views for the first 1000 only. A widget shows a few dozen: pass the entry only what it shows (prefix, or aggregate)."
            ])
        #expect(scene.rect("v999") != "missing")
        #expect(scene.rect("v1000") == "missing")
    }

    @Test func nestedForEachesShareOneBudget() {
        let counter = CallCounter()
        let scene = compose(
            VStack(spacing: 0) {
                ForEach(0..<1_000) { _ in
                    HStack(spacing: 0) {
                        ForEach(0..<1_000) { _ in
                            let _ = counter.tick()
                            Color.blue.frame(width: 1, height: 1)
                        }
                    }
                }
            })
        // The outer ForEach takes 1,000 views of the 10,000; the inner ones share the rest.
        #expect(counter.calls == ForEachLimits.maximumViews - 1_000)
        #expect(
            scene.diagnostics(.limitExceeded).map(\.message).contains(
                "the widget's ForEach views pass 10000 in all; the elements after that are not built. A widget shows a few dozen views: pass less data."))
    }

    @Test func aForEachWithinTheLimitBuildsEveryElementQuietly() {
        let counter = CallCounter()
        let scene = compose(
            VStack(spacing: 0) {
                ForEach(0..<1_000) { _ in
                    let _ = counter.tick()
                    Color.red.frame(height: 0.1)
                }
            })
        #expect(counter.calls == 1_000)
        #expect(scene.diagnostics(.limitExceeded).isEmpty)
    }

    @Test func aChartStopsBuildingMarksPastWhatItDraws() {
        let counter = CallCounter()
        let minutes = Array(0..<1_000_000)
        let scene = compose(
            Chart(minutes, id: \.self) { m in
                let _ = counter.tick()
                LineMark(x: .value("Minute", m), y: .value("Glucose", 100 + m % 7))
            })
        #expect(counter.calls == ChartStyleConstants.maximumMarks + 1)
        let messages = scene.diagnostics(.limitExceeded).map(\.message)
        #expect(
            messages.contains(
                "Chart: the data's last 998999 elements were not built: the chart already had more than 1000 marks. A widget shows little: aggregate the data (hourly rather than per minute)."))
        #expect(messages.contains { $0.hasPrefix("Chart: 1001 marks; the first 1000 are drawn.") })
    }

    @Test func aModifiedMarkInAForEachStopsToo() {
        let counter = CallCounter()
        _ = compose(
            Chart {
                ForEach(0..<50_000) { m in
                    let _ = counter.tick()
                    BarMark(x: .value("Day", m), y: .value("Steps", m)).foregroundStyle(.green)
                }
            })
        #expect(counter.calls == ChartStyleConstants.maximumMarks + 1)
    }
}
