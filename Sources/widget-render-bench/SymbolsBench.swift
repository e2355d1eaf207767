import Foundation
import WidgetRender

/// "20 symbols vs 20 circles": a systemMedium widget with a 5 × 4 grid of 24 pt symbols, and
/// the same widget with `Circle()`s of the same frames. Rasterised symbols are cached, so the
/// goal is symbols within 1.3× of circles.
enum SymbolsBench {
    static let names = [
        "sun.max.fill", "cloud.rain.fill", "bolt.fill", "flame.fill", "drop.fill",
        "heart.fill", "star.fill", "bell.fill", "house.fill", "gear",
        "figure.walk", "checkmark.circle.fill", "calendar", "clock", "cart.fill",
        "envelope.fill", "phone.fill", "music.note", "airplane", "leaf.fill",
    ]
    static let iterations = 40
    static let budget = 10.0

    struct Grid<Cell: View>: View {
        let cell: (Int) -> Cell
        var body: some View {
            VStack(spacing: 6) {
                ForEach(0..<4, id: \.self) { row in
                    HStack(spacing: 10) {
                        ForEach(0..<5, id: \.self) { column in cell(row * 5 + column).frame(width: 26, height: 26) }
                    }
                }
            }
            .foregroundStyle(.orange)
            .containerBackground(for: .widget) { Color.white }
        }
    }

    static func run(_ renderer: WidgetRenderer) throws {
        print("")
        print("20 symbols vs 20 circles: a 5 × 4 grid in systemMedium, render + PNG encode")
        let context = WidgetContext(family: .systemMedium)
        let symbols = Grid { Image(systemName: names[$0]).font(.system(size: 22)) }
        let circles = Grid { _ in Circle() }
        var symbolTimes: [Double] = []
        var circleTimes: [Double] = []
        let n = Bench.iterationsOverride ?? iterations
        // Interleaved so both see the same machine load.
        let start = Date()
        func time(_ body: () throws -> Void) rethrows -> Double {
            let t0 = Bench.clock.now
            try body()
            return Bench.milliseconds(Bench.clock.now - t0)
        }
        _ = try renderer.render(symbols, in: context).pngData()  // warm-up: fills the symbol caches
        _ = try renderer.render(circles, in: context).pngData()
        for _ in 0..<max(n, 1) {
            symbolTimes.append(try time { _ = try renderer.render(symbols, in: context).pngData() })
            circleTimes.append(try time { _ = try renderer.render(circles, in: context).pngData() })
            if Bench.iterationsOverride == nil, Date().timeIntervalSince(start) > budget { break }
        }
        let s = Bench.median(symbolTimes)
        let c = Bench.median(circleTimes)
        print(Bench.pad("symbols", 10) + String(format: "%.2f ms", s) + "  (\(symbolTimes.count) runs)")
        print(Bench.pad("circles", 10) + String(format: "%.2f ms", c) + "  (\(circleTimes.count) runs)")
        print(String(format: "symbols / circles: %.2f× (goal ≤ 1.3×)", c > 0 ? s / c : 0))
    }
}
