// `make bench`: for each gallery widget and family, the time to render + encode a PNG
// against the time to encode the same pixels alone (the floor), measured side by side in
// one run, reported as medians and their ratio.
import Foundation
import WidgetGallery
import WidgetRender

let iterations = Int(ProcessInfo.processInfo.environment["BENCH_ITERATIONS"] ?? "") ?? 40
let clock = ContinuousClock()

func milliseconds(_ d: Duration) -> Double {
    let c = d.components
    return Double(c.seconds) * 1000 + Double(c.attoseconds) / 1e15
}

func median(_ values: [Double]) -> Double {
    let s = values.sorted()
    return s.isEmpty ? 0 : s[s.count / 2]
}

func pad(_ s: String, _ width: Int) -> String {
    s.count >= width ? s : s + String(repeating: " ", count: width - s.count)
}

do {
    let renderer = try WidgetRenderer()
    print("WidgetRender benchmark: \(iterations) iterations each, medians (release build)")
    print(pad("widget", 10) + pad("family", 22) + pad("pixels", 11) + pad("render+encode", 15) + pad("encode only", 13) + "ratio")
    var ratios: [Double] = []
    for item in Gallery.items {
        for family in item.families where DeviceProfile.iPhone6_1.slots[family] != nil {
            let context = WidgetContext(family: family)
            var full: [Double] = []
            var encode: [Double] = []
            var size = ""
            for i in 0..<(iterations + 3) {
                var image: RenderedImage?
                let t0 = clock.now
                let rendered = try item.render(renderer, context)
                _ = try rendered.pngData()
                let t1 = clock.now
                image = rendered
                let t2 = clock.now
                _ = try image?.pngData()
                let t3 = clock.now
                if i >= 3 {  // warm-up runs are not counted
                    full.append(milliseconds(t1 - t0))
                    encode.append(milliseconds(t3 - t2))
                }
                size = "\(rendered.pixelWidth)×\(rendered.pixelHeight)"
            }
            let f = median(full), e = median(encode)
            let ratio = e > 0 ? f / e : 0
            ratios.append(ratio)
            print(pad(item.name, 10) + pad(family.rawValue, 22) + pad(size, 11) + pad(String(format: "%.2f ms", f), 15) + pad(String(format: "%.2f ms", e), 13) + String(format: "%.2f×", ratio))
        }
    }
    print(String(format: "median ratio (render+encode / encode): %.2f×", median(ratios)))
} catch {
    FileHandle.standardError.write(Data("widget-render-bench: \(error)\n".utf8))
    exit(1)
}
