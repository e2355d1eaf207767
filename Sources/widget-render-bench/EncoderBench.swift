import Foundation
import WidgetGallery
import WidgetRender

/// The PNG encoder: libdeflate level 1, no filter (the default) against libpng with zlib
/// level 1 and the Up filter (the previous default), on the same gallery pixels, interleaved
/// in one run: median time and bytes, and their ratios.
enum EncoderBench {
    static func run(_ renderer: WidgetRenderer) throws {
        let iterations = Bench.iterationsOverride ?? 40
        let current = PNGEncoder()
        let previous = PNGEncoder(backend: .libpng(level: 1, filter: .up))
        print("")
        print("PNG encode: libdeflate level 1, no filter, against libpng zlib level 1, Up filter (medians of \(iterations))")
        print(Bench.pad("widget", 10) + Bench.pad("family", 16) + Bench.pad("libdeflate", 22) + Bench.pad("libpng", 22) + "time, bytes ratio")
        var timeRatios: [Double] = []
        var byteRatios: [Double] = []
        for item in Gallery.items {
            for family in item.families where [.systemSmall, .systemMedium, .systemLarge].contains(family) {
                let bitmap = try item.render(renderer, WidgetContext(family: family)).bitmap
                var fast: [Double] = []
                var slow: [Double] = []
                var fastBytes = 0
                var slowBytes = 0
                for i in 0..<(iterations + 2) {
                    let t0 = Bench.clock.now
                    fastBytes = try current.encode(bitmap).count
                    let t1 = Bench.clock.now
                    slowBytes = try previous.encode(bitmap).count
                    let t2 = Bench.clock.now
                    if i >= 2 {
                        fast.append(Bench.milliseconds(t1 - t0))
                        slow.append(Bench.milliseconds(t2 - t1))
                    }
                }
                let f = Bench.median(fast)
                let s = Bench.median(slow)
                let timeRatio = f / s
                let byteRatio = Double(fastBytes) / Double(slowBytes)
                timeRatios.append(timeRatio)
                byteRatios.append(byteRatio)
                print(
                    Bench.pad(item.name, 10) + Bench.pad(family.rawValue, 16)
                        + Bench.pad(String(format: "%.2f ms %@ B", f, Bench.grouped(fastBytes)), 22)
                        + Bench.pad(String(format: "%.2f ms %@ B", s, Bench.grouped(slowBytes)), 22)
                        + String(format: "%.2f×, %.2f×", timeRatio, byteRatio))
            }
        }
        print(String(format: "median encode time ratio: %.2f×; median bytes ratio: %.2f× (libdeflate / libpng)", Bench.median(timeRatios), Bench.median(byteRatios)))
    }
}
