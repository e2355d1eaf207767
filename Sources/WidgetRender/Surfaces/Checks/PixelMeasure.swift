import Foundation
import WidgetCore

/// The measurements the surface checks share: contrast inside a frame, a pixel at a point,
/// and plain geometry that does not trap on non-finite rectangles.
enum PixelMeasure {
    /// Whether every edge of `r` is a finite number.
    static func isFinite(_ r: CGRect) -> Bool {
        r.minX.isFinite && r.minY.isFinite && r.maxX.isFinite && r.maxY.isFinite
    }

    /// Whether `p` lies in `r` (the lower edges included), by plain comparisons: `CGRect.contains`
    /// traps on a rectangle with a NaN edge.
    static func covers(_ r: CGRect, _ p: CGPoint) -> Bool {
        p.x >= r.minX && p.x < r.maxX && p.y >= r.minY && p.y < r.maxY
    }

    /// The luminance steps of the contrast histogram.
    static let bins = 1024

    /// WCAG 2 relative luminance of composited (opaque) sRGB bytes, through `linear`, the
    /// table of ``linearTable`` (a pointer: in the contrast check's loop, the lazy table's
    /// accessor for each sample was most of the check's time).
    @inline(__always)
    static func relativeLuminance(_ r: UInt8, _ g: UInt8, _ b: UInt8, in linear: UnsafeBufferPointer<Double>) -> Double {
        0.2126 * linear[Int(r)] + 0.7152 * linear[Int(g)] + 0.0722 * linear[Int(b)]
    }

    /// The sRGB transfer function inverted, for each byte value.
    fileprivate static let linearTable: [Double] = (0...255).map { v in
        let c = Double(v) / 255
        return c <= 0.04045 ? c / 12.92 : Foundation.pow((c + 0.055) / 1.055, 2.4)
    }

    /// `s` on one line, at most 40 characters, for a message.
    static func quote(_ s: String) -> String {
        let one = s.replacingOccurrences(of: "\n", with: "\\n")
        return one.count > 40 ? String(one.prefix(40)) + "…" : one
    }
}

extension SurfaceCheckInput {
    /// The WCAG contrast between the text colour and its background inside `frame`: the
    /// background is the median relative luminance there, the text the pixel furthest from it.
    ///
    /// With `coveredOnly`, only opaque pixels count, and a frame mostly over pixels nothing
    /// covers (a transparent canvas, whose real backdrop is not drawn) has no contrast (nil).
    func contrast(in frame: CGRect, coveredOnly: Bool = false) -> Double? {
        let s = list.scale
        // Clamped before conversion: a frame of a non-finite or huge size has no pixels beyond.
        func pixel(_ v: CGFloat, _ limit: Int) -> Int { Int(min(max((v * s).rounded(), 0), CGFloat(limit))) }
        guard PixelMeasure.isFinite(frame) else { return nil }
        let x0 = pixel(frame.minX, bitmap.width)
        let x1 = pixel(frame.maxX, bitmap.width)
        let y0 = pixel(frame.minY, bitmap.height)
        let y1 = pixel(frame.maxY, bitmap.height)
        guard x1 > x0, y1 > y0 else { return nil }
        // A histogram of relative luminance in 1/1024 steps: the median and both ends in one pass.
        let bins = PixelMeasure.bins
        var histogram = [Int](repeating: 0, count: bins)
        var count = 0
        var uncovered = 0
        // Every other pixel at 2× and above: glyph stems of 11 pt text are still 3 pixels wide.
        let step = s >= 2 ? 2 : 1
        let width = bitmap.width
        // The table and the histogram are reached through pointers in the loop: the lazy
        // table's accessor and the array's checks for each sample were most of the check's time.
        PixelMeasure.linearTable.withUnsafeBufferPointer { linear in
            histogram.withUnsafeMutableBufferPointer { histogram in
                bitmap.bytes.withUnsafeBufferPointer { bytes in
                    for y in Swift.stride(from: y0, to: y1, by: step) {
                        for x in Swift.stride(from: x0, to: x1, by: step) {
                            let i = (y * width + x) * 4
                            if coveredOnly, bytes[i + 3] < 255 {
                                uncovered += 1
                                continue
                            }
                            let luminance = PixelMeasure.relativeLuminance(bytes[i], bytes[i + 1], bytes[i + 2], in: linear)
                            histogram[Int(luminance * Double(bins - 1) + 0.5)] += 1
                            count += 1
                        }
                    }
                }
            }
        }
        guard count > 0, count >= uncovered else { return nil }
        var seen = 0
        var median = 0
        for (bin, n) in histogram.enumerated() {
            seen += n
            if seen > count / 2 {
                median = bin
                break
            }
        }
        let low = histogram.firstIndex { $0 > 0 } ?? median
        let high = histogram.lastIndex { $0 > 0 } ?? median
        let far = median - low > high - median ? low : high
        let l = Double(median) / Double(bins - 1)
        let f = Double(far) / Double(bins - 1)
        return (max(f, l) + 0.05) / (min(f, l) + 0.05)
    }

    /// The composited colour bytes (RGB) at `p` in points, or nil outside the bitmap.
    func pixel(at p: CGPoint) -> [UInt8]? {
        let x = Int(p.x * list.scale)
        let y = Int(p.y * list.scale)
        guard x >= 0, y >= 0, x < bitmap.width, y < bitmap.height else { return nil }
        let i = (y * bitmap.width + x) * 4
        return Array(bitmap.bytes[i..<(i + 3)])
    }
}
