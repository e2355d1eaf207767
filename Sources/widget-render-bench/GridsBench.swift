import Foundation
import WidgetRender

/// "Grids": a `Grid` of n × n texts and a `LazyVGrid` of n texts in three adaptive-to-fixed
/// columns, laid out on a large-widget canvas. The goal is layout linear in the cells: the
/// per-cell time of the largest case at most 2× the middle one's (10 × 10 and 100 items).
///
/// Every run lays out texts it has not seen (the run's number is in each), so each size is
/// measured cold: with the same texts, the small cases would run from the renderer's text
/// caches and the 400-cell ones (more layouts than the 1,024 shaped texts it keeps) would not,
/// which measured the caches rather than the layout (3.3× on 2026-12-05).
enum GridsBench {
    /// Cells per case: a `Grid` of side √n and a `LazyVGrid` of n items.
    static let cases = [25, 100, 400]
    static let iterations = 10
    static let budget = 8.0
    static let canvas = CGSize(width: 338, height: 354)

    static func grid(side: Int, run: Int) -> some View {
        Grid(horizontalSpacing: 4, verticalSpacing: 2) {
            ForEach(0..<side, id: \.self) { row in
                GridRow { ForEach(0..<side, id: \.self) { column in Text("\(run).\(row * side + column)").font(.caption2) } }
            }
        }
    }

    static func lazyGrid(items: Int, run: Int) -> some View {
        LazyVGrid(columns: [GridItem(.fixed(40)), GridItem(.flexible()), GridItem(.adaptive(minimum: 30))], spacing: 2) {
            ForEach(0..<items, id: \.self) { Text("\(run).\($0)").font(.caption2) }
        }
    }

    static func run(_ renderer: WidgetRenderer) throws {
        print("")
        print("Grids: Grid of √n × √n texts, LazyVGrid of n texts (fixed, flexible, adaptive columns); layout only, on 338 × 354 pt")
        print(Bench.pad("view", 12) + Bench.pad("cells", 7) + Bench.pad("runs", 6) + Bench.pad("layout", 13) + "µs/cell")
        var run = 0
        for (name, make) in [("Grid", { (n: Int, r: Int) in AnyView(grid(side: Int(Double(n).squareRoot()), run: r)) }), ("LazyVGrid", { (n: Int, r: Int) in AnyView(lazyGrid(items: n, run: r)) })] {
            var perCell: [Int: Double] = [:]
            for n in cases {
                let times = try Bench.measure(iterations: iterations, budget: budget) {
                    run += 1
                    _ = try renderer.layout(make(n, run), in: canvas)
                }
                let layout = Bench.median(times)
                perCell[n] = layout * 1000 / Double(n)
                print(Bench.pad(name, 12) + Bench.pad("\(n)", 7) + Bench.pad("\(times.count)", 6) + Bench.pad(String(format: "%.2f ms", layout), 13) + String(format: "%.2f", perCell[n] ?? 0))
            }
            if let large = perCell[400], let middle = perCell[100], middle > 0 {
                print(String(format: "\(name) per-cell layout ratio 400 / 100 cells: %.2f× (goal ≤ 2×)", large / middle))
            }
        }
    }
}
