import Foundation
import WidgetCore

/// The pixels of an offscreen Cairo group: premultiplied ARGB32 in native byte order (B, G,
/// R, A in memory on little-endian machines), rows `stride` bytes apart. Filters for the
/// render effects work on it in place.
struct PixelPlane {
    let data: UnsafeMutablePointer<UInt8>
    let width: Int
    let height: Int
    let stride: Int
    /// Device pixels per point.
    let scale: CGFloat

    /// Byte offsets of the channels within a pixel.
    private static let (b, g, r, a) = (0, 1, 2, 3)

    /// Runs every pixel's straight-alpha colour through `matrix`.
    mutating func apply(_ matrix: ColorMatrix) {
        for y in 0..<height {
            let row = data + y * stride
            for x in 0..<width {
                let p = row + x * 4
                let alpha = Double(p[Self.a]) / 255
                guard alpha > 0 else { continue }
                let c = RGBA(red: Double(p[Self.r]) / 255 / alpha, green: Double(p[Self.g]) / 255 / alpha, blue: Double(p[Self.b]) / 255 / alpha, alpha: alpha)
                let out = matrix.apply(c)
                p[Self.r] = Self.byte(out.red * out.alpha)
                p[Self.g] = Self.byte(out.green * out.alpha)
                p[Self.b] = Self.byte(out.blue * out.alpha)
                p[Self.a] = Self.byte(out.alpha)
            }
        }
    }

    /// Blurs every channel (premultiplied, so edges fade correctly) with a Gaussian of
    /// standard deviation `sigma` points, approximated by three box blurs per axis.
    mutating func blur(sigma: CGFloat) {
        let s = Double(sigma * scale)
        guard s >= 0.25, s.isFinite else { return }
        let radii = PixelPlane.boxRadii(sigma: s)
        var buffer = [Double](repeating: 0, count: max(width, height) * 4)
        var line = [Double](repeating: 0, count: max(width, height) * 4)
        for r in radii {
            for y in 0..<height { boxPass(start: y * stride, step: 4, count: width, radius: r, &buffer, &line) }
            for x in 0..<width { boxPass(start: x * 4, step: stride, count: height, radius: r, &buffer, &line) }
        }
    }

    /// Replaces every pixel by `color` at the pixel's alpha (the shadow's silhouette).
    mutating func fillAlpha(with color: RGBA) {
        for y in 0..<height {
            let row = data + y * stride
            for x in 0..<width {
                let p = row + x * 4
                let alpha = Double(p[Self.a]) / 255 * color.alpha
                p[Self.r] = Self.byte(color.red * alpha)
                p[Self.g] = Self.byte(color.green * alpha)
                p[Self.b] = Self.byte(color.blue * alpha)
                p[Self.a] = Self.byte(alpha)
            }
        }
    }

    /// One box blur of radius `radius` along a line of `count` pixels `step` bytes apart.
    private func boxPass(start: Int, step: Int, count: Int, radius: Int, _ sums: inout [Double], _ line: inout [Double]) {
        guard radius > 0, count > 0 else { return }
        for i in 0..<count {
            let p = data + start + i * step
            for c in 0..<4 { line[i * 4 + c] = Double(p[c]) }
        }
        let window = Double(2 * radius + 1)
        var acc = [0.0, 0.0, 0.0, 0.0]
        // Pixels beyond the ends are transparent.
        for i in 0...min(radius, count - 1) { for c in 0..<4 { acc[c] += line[i * 4 + c] } }
        for i in 0..<count {
            for c in 0..<4 { sums[i * 4 + c] = acc[c] / window }
            let incoming = i + radius + 1
            let outgoing = i - radius
            if incoming < count { for c in 0..<4 { acc[c] += line[incoming * 4 + c] } }
            if outgoing >= 0 { for c in 0..<4 { acc[c] -= line[outgoing * 4 + c] } }
        }
        for i in 0..<count {
            let p = data + start + i * step
            for c in 0..<4 { p[c] = UInt8(min(max(sums[i * 4 + c].rounded(), 0), 255)) }
        }
        // Keep premultiplication valid after rounding.
        for i in 0..<count {
            let p = data + start + i * step
            let a = p[Self.a]
            for c in [Self.r, Self.g, Self.b] where p[c] > a { p[c] = a }
        }
    }

    /// The radii of three box blurs whose sum approximates a Gaussian of `sigma` pixels
    /// (Kovesi's construction).
    static func boxRadii(sigma: Double) -> [Int] {
        let n = 3.0
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let m = ((12 * sigma * sigma - n * Double(lower * lower) - 4 * n * Double(lower) - 3 * n) / (-4 * Double(lower) - 4)).rounded()
        // Box sizes are odd, so size / 2 is the radius.
        return (0..<3).map { i in max((Double(i) < m ? lower : upper) / 2, 0) }
    }

    private static func byte(_ v: Double) -> UInt8 { UInt8(min(max((v * 255).rounded(), 0), 255)) }
}
