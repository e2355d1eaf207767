import Foundation
import WidgetRender

/// "VStack of N texts": how layout (and, while the canvas fits, a full render) scales with
/// the number of rows. The goal is a per-row layout cost that stays flat: per-row(10,000) /
/// per-row(1,000) ≤ 1.5×.
enum TextRowsBench {
    /// The largest canvas side the rasteriser accepts, in pixels (`CanvasSize.maximumSide`,
    /// internal to WidgetRender).
    static let canvasLimit = 16_384.0
    /// Full renders run for at most this many rows.
    static let renderedRowLimit = 1_000
    /// (rows, default measured iterations) per case.
    static let cases = [(100, 20), (1_000, 10), (10_000, 3)]
    /// Seconds of measuring per case and operation before stopping early.
    static let budget = 8.0

    static func view(rows: Int) -> some View {
        VStack(spacing: 0) {
            ForEach(0..<rows, id: \.self) { i in
                Text("Row \(i)").font(.caption)
            }
        }
    }

    static func canvas(rows: Int) -> CGSize {
        CGSize(width: 300, height: CGFloat(rows) * 20)
    }

    static func run(_ renderer: WidgetRenderer) throws {
        // At the default 3× (or 1×), 1,000 rows (20,000 pt) are taller than the canvas limit:
        // every full render uses the largest tenth of a point scale at which they fit.
        let renderScale = (canvasLimit / canvas(rows: renderedRowLimit).height * 10).rounded(.down) / 10
        var environment = EnvironmentValues()
        environment.displayScale = renderScale

        print("")
        print("VStack of N texts: VStack(spacing: 0) { ForEach(0..<N) { Text(\"Row \\(i)\").font(.caption) } }")
        print("layout on 300 × N·20 pt; full render at \(renderScale)× (1,000 rows at 3× would be 60,000 px tall, over the 16,384 px canvas limit)")
        print(Bench.pad("rows", 8) + Bench.pad("runs", 6) + Bench.pad("layout", 13) + Bench.pad("µs/row", 10) + Bench.pad("render", 13) + "µs/row")
        var perRowLayout: [Int: Double] = [:]
        for (rows, iterations) in cases {
            let view = view(rows: rows)
            let size = canvas(rows: rows)
            let times = try Bench.measure(iterations: iterations, budget: budget) {
                _ = try renderer.layout(view, in: size)
            }
            let layout = Bench.median(times)
            perRowLayout[rows] = layout * 1000 / Double(rows)
            var line =
                Bench.pad(Bench.grouped(rows), 8) + Bench.pad("\(times.count)", 6)
                + Bench.pad(String(format: "%.2f ms", layout), 13) + Bench.pad(String(format: "%.2f", layout * 1000 / Double(rows)), 10)
            if rows <= renderedRowLimit {
                let renders = try Bench.measure(iterations: iterations, budget: budget) {
                    _ = try renderer.render(view, canvas: size, environment: environment)
                }
                let render = Bench.median(renders)
                line += Bench.pad(String(format: "%.2f ms", render), 13) + String(format: "%.2f", render * 1000 / Double(rows))
                if renders.count != times.count { line += " (\(renders.count) runs)" }
            } else {
                line += "layout only: at \(renderScale)× the canvas is \(Bench.grouped(Int(size.height * renderScale))) px tall, over the limit"
            }
            print(line)
        }
        if let big = perRowLayout[10_000], let small = perRowLayout[1_000], small > 0 {
            print(String(format: "per-row layout ratio 10,000 / 1,000 rows: %.2f× (goal ≤ 1.5×)", big / small))
        }
    }
}
