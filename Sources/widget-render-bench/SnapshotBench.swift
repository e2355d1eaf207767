import Foundation
import WidgetGallery
import WidgetRender
import WidgetSnapshotTesting

/// The cost of a snapshot assertion for a systemMedium widget that matches its reference,
/// against reading and decoding the reference PNG alone (the floor), measured side by side in
/// one run, as medians and their ratio (goal: at most 1.3×); then the same against a reference
/// whose every pixel differs by one level, where every pixel is measured. The widget is rendered once,
/// before timing: rendering is the same with or without an assertion (see the gallery rows).
enum SnapshotBench {
    static func run(_ renderer: WidgetRenderer) throws {
        let iterations = Bench.iterationsOverride ?? 40
        let image = try renderer.render(StepsWidget(), entry: StepsEntry.sample, in: WidgetContext(family: .systemMedium))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widget-render-bench-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let reference = folder.appendingPathComponent("steps.systemMedium.png")
        try image.writePNG(to: reference)

        print("")
        print("Snapshot assertion, steps systemMedium (\(image.pixelWidth)×\(image.pixelHeight)), \(iterations) iterations, medians")
        print(Bench.pad("matching", 38) + Bench.pad("assertion", 13) + Bench.pad("decode only", 13) + "ratio")
        // A reference with every colour channel one level off: the worst case, where every
        // pixel is measured (ΔE2000 twice per pixel, over white and over black).
        let offByOne = folder.appendingPathComponent("steps.systemMedium.off-by-one.png")
        let shifted = image.bitmap.bytes.enumerated().map { i, byte in i % 4 == 3 || byte == 255 ? byte : byte + 1 }
        try AtomicFileWriter.write(try PNGEncoder().encode(try Bitmap(validatingWidth: image.pixelWidth, height: image.pixelHeight, premultipliedRGBA: shifted)), to: offByOne)
        let cases: [(String, SnapshotMatching, URL)] = [
            ("exact", .exact, reference),
            ("tolerance ±2, 0.1%", .tolerance(channel: 2, maximumDifferingFraction: 0.001), reference),
            ("perceptual ΔE2000 ≤ 1", .perceptual(maximumDeltaE: 1), reference),
            ("tolerance ±2, every pixel off by 1", .tolerance(channel: 2, maximumDifferingFraction: 0), offByOne),
            ("ΔE2000 ≤ 2.3, every pixel off by 1", .perceptual(maximumDeltaE: 2.3, maximumDifferingFraction: 1), offByOne),
        ]
        for (label, matching, reference) in cases {
            var assertion: [Double] = []
            var decode: [Double] = []
            for i in 0..<(iterations + 3) {
                let t0 = Bench.clock.now
                let issues = capturingWidgetSnapshotIssues {
                    assertImageSnapshot(of: image, reference: reference, record: .never, matching: matching)
                }
                let t1 = Bench.clock.now
                _ = try PNGDecoder.decode(try Data(contentsOf: reference))
                let t2 = Bench.clock.now
                guard issues.isEmpty else { throw WidgetRenderError("the snapshot bench's assertion failed: \(issues.map(\.message))") }
                if i >= 3 {  // warm-up runs are not counted
                    assertion.append(Bench.milliseconds(t1 - t0))
                    decode.append(Bench.milliseconds(t2 - t1))
                }
            }
            let a = Bench.median(assertion)
            let d = Bench.median(decode)
            print(Bench.pad(label, 38) + Bench.pad(String(format: "%.2f ms", a), 13) + Bench.pad(String(format: "%.2f ms", d), 13) + String(format: "%.2f×", d > 0 ? a / d : 0))
        }
    }
}
