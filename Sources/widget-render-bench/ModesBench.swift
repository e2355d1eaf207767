import Foundation
import WidgetGallery
import WidgetRender

/// One gallery widget (weather, systemMedium) rendered in full colour, accented (iOS 18
/// tinted and iOS 26 clear) and vibrant, interleaved in one run, as medians and fastest runs
/// and each mode's ratio to full colour (goal: within 1.5×).
enum ModesBench {
    static func run(_ renderer: WidgetRenderer) throws {
        let iterations = Bench.iterationsOverride ?? 40
        guard let item = Gallery.items.first(where: { $0.name == "weather" }) else { return }
        print("")
        print("Rendering modes: weather systemMedium, \(iterations) iterations each, interleaved, medians")
        var looks: [(String, WidgetContext)] = []
        var context = WidgetContext(family: .systemMedium)
        looks.append(("fullColor", context))
        context.renderingMode = .accented
        looks.append(("accented (iOS 18 tinted)", context))
        context.system = .iOS26
        context.appearance = .clear(.dark)
        looks.append(("accented (iOS 26 clear)", context))
        var vibrant = WidgetContext(family: .systemMedium)
        vibrant.renderingMode = .vibrant
        looks.append(("vibrant", vibrant))
        var times = [[Double]](repeating: [], count: looks.count)
        for i in 0..<(iterations + 3) {
            for (index, look) in looks.enumerated() {
                let t0 = Bench.clock.now
                _ = try item.render(renderer, look.1)
                let ms = Bench.milliseconds(Bench.clock.now - t0)
                if i >= 3 { times[index].append(ms) }
            }
        }
        // The fastest run beside the median: on a shared machine the median swings with the
        // load, the fastest run much less.
        print(Bench.pad("mode", 28) + Bench.pad("median", 12) + Bench.pad("ratio", 10) + Bench.pad("fastest", 12) + "ratio")
        let base = Bench.median(times[0])
        let fastestBase = times[0].min() ?? 0
        for (index, look) in looks.enumerated() {
            let m = Bench.median(times[index])
            let f = times[index].min() ?? 0
            print(
                Bench.pad(look.0, 28) + Bench.pad(String(format: "%.2f ms", m), 12) + Bench.pad(String(format: "%.2f×", base > 0 ? m / base : 0), 10)
                    + Bench.pad(String(format: "%.2f ms", f), 12) + String(format: "%.2f×", fastestBase > 0 ? f / fastestBase : 0))
        }
    }
}
