import Foundation
import WidgetGallery
import WidgetRender

/// For each gallery widget and family, the time to render + encode a PNG against the time to
/// encode the same pixels alone (the floor), measured side by side, as medians and their ratio;
/// then the same ratio for the C floor's weather card (`FloorProgram`), the least these
/// libraries allow.
enum GalleryBench {
    static func run(_ renderer: WidgetRenderer) throws {
        let iterations = Bench.iterationsOverride ?? 40
        print("WidgetRender benchmark: \(iterations) iterations each, medians (release build)")
        print(Bench.pad("widget", 15) + Bench.pad("family", 22) + Bench.pad("pixels", 11) + Bench.pad("render+encode", 15) + Bench.pad("encode only", 13) + "ratio")
        var ratios: [Double] = []
        for item in Gallery.items {
            for family in item.families where DeviceProfile.iPhone6_1.slots[family] != nil {
                let context = WidgetContext(family: family)
                var full: [Double] = []
                var encode: [Double] = []
                var size = ""
                for i in 0..<(iterations + 3) {
                    var image: RenderedImage?
                    let t0 = Bench.clock.now
                    let rendered = try item.render(renderer, context)
                    _ = try rendered.pngData()
                    let t1 = Bench.clock.now
                    image = rendered
                    let t2 = Bench.clock.now
                    _ = try image?.pngData()
                    let t3 = Bench.clock.now
                    if i >= 3 {  // warm-up runs are not counted
                        full.append(Bench.milliseconds(t1 - t0))
                        encode.append(Bench.milliseconds(t3 - t2))
                    }
                    size = "\(rendered.pixelWidth)×\(rendered.pixelHeight)"
                }
                let f = Bench.median(full)
                let e = Bench.median(encode)
                let ratio = e > 0 ? f / e : 0
                ratios.append(ratio)
                print(Bench.pad(item.name, 15) + Bench.pad(family.rawValue, 22) + Bench.pad(size, 11) + Bench.pad(String(format: "%.2f ms", f), 15) + Bench.pad(String(format: "%.2f ms", e), 13) + String(format: "%.2f×", ratio))
            }
        }
        print(String(format: "median ratio (render+encode / encode): %.2f× (goal ≤ 1.25×)", Bench.median(ratios)))
        try printFloor(iterations: iterations)
    }

    /// The in-process floor: the weather card of `Tests/Bench/floor.c` (the same libraries,
    /// none of the engine) drawn and encoded many times on one surface, font map and set of
    /// buffers, the most favourable loop these libraries allow. Its ratio is the least any
    /// renderer built on them can show in the table above for such a card.
    private static func printFloor(iterations: Int) throws {
        guard let floor = FloorProgram(environment: "BENCH_FLOOR") else {
            print("floor: not measured (BENCH_FLOOR names no program; make bench compiles Tests/Bench/floor.c)")
            return
        }
        let times = try floor.inProcessTimes(count: max(200, iterations * 5))
        let ratio = times.encode > 0 ? (times.draw + times.encode) / times.encode : 0
        print(
            String(
                format: "floor: the weather card drawn in C with the same libraries, 474×474: draw %.2f ms, encode %.2f ms, (draw+encode) / encode %.2f×",
                times.draw, times.encode, ratio))
    }
}
