import Foundation
import WidgetRender

/// "A chart vs none": a systemMedium widget with a title and a 48-point line chart with its
/// axes, against the same widget with an empty `Color.clear` in the chart's place, render +
/// PNG encode, interleaved. The goal is the chart within 1.5× of the widget without it.
enum ChartBench {
    static let iterations = 40
    static let budget = 10.0
    static let start = Date(timeIntervalSinceReferenceDate: 0)
    static let values = (0..<48).map { 14 + 6 * sin(Double($0) / 48 * 2 * .pi) }

    struct Card<Plot: View>: View {
        let plot: Plot
        var body: some View {
            VStack(alignment: .leading, spacing: 6) {
                Text("Temperature").font(.headline)
                plot
            }
            .containerBackground(for: .widget) { Color.white }
        }
    }

    static var chart: some View {
        Chart(values.indices, id: \.self) { i in
            LineMark(x: .value("Time", start.addingTimeInterval(Double(i) * 1_800)), y: .value("°C", values[i]))
        }
    }

    static func run(_ renderer: WidgetRenderer) throws {
        print("")
        print("A chart vs none: systemMedium, a 48-point line chart with axes against Color.clear, render + PNG encode")
        let context = WidgetContext(family: .systemMedium)
        let withChart = Card(plot: chart)
        let without = Card(plot: Color.clear)
        var chartTimes: [Double] = []
        var plainTimes: [Double] = []
        let n = Bench.iterationsOverride ?? iterations
        let began = Date()
        func time(_ body: () throws -> Void) rethrows -> Double {
            let t0 = Bench.clock.now
            try body()
            return Bench.milliseconds(Bench.clock.now - t0)
        }
        _ = try renderer.render(withChart, in: context).pngData()
        _ = try renderer.render(without, in: context).pngData()
        for _ in 0..<max(n, 1) {
            chartTimes.append(try time { _ = try renderer.render(withChart, in: context).pngData() })
            plainTimes.append(try time { _ = try renderer.render(without, in: context).pngData() })
            if Bench.iterationsOverride == nil, Date().timeIntervalSince(began) > budget { break }
        }
        let c = Bench.median(chartTimes)
        let p = Bench.median(plainTimes)
        print(Bench.pad("chart", 10) + String(format: "%.2f ms", c) + "  (\(chartTimes.count) runs)")
        print(Bench.pad("none", 10) + String(format: "%.2f ms", p) + "  (\(plainTimes.count) runs)")
        print(String(format: "chart / none: %.2f× (goal ≤ 1.5×)", p > 0 ? c / p : 0))
    }
}
