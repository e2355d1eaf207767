import Foundation
import WidgetRender

/// The diff and side-by-side images of a failed comparison, opaque RGBA.
enum ComparisonImages {
    /// The grey of the gaps between panels in the compare image.
    static let gapGrey: UInt8 = 160
    /// The width of those gaps, in pixels.
    static let gap = 8

    /// Differing pixels in opaque red over a faded copy of the reference (composited over
    /// white, one quarter strength), or `nil` when the sizes differ.
    static func diff(_ comparison: ImageComparison) throws -> Bitmap? {
        guard comparison.sizesMatch else { return nil }
        let reference = comparison.reference.bytes
        var out = [UInt8](repeating: 255, count: reference.count)
        for i in stride(from: 0, to: reference.count, by: 4) {
            if comparison.pixelDiffers(at: i) {
                out[i + 1] = 0
                out[i + 2] = 0
            } else {
                let alpha = Int(reference[i + 3])
                for c in i..<(i + 3) {
                    let overWhite = min(Int(reference[c]) + 255 - alpha, 255)
                    out[c] = UInt8(255 - ((255 - overWhite) * 64 + 127) / 255)
                }
            }
        }
        return try Bitmap(validatingWidth: comparison.reference.width, height: comparison.reference.height, premultipliedRGBA: out)
    }

    /// The panels side by side over white (reference | actual | diff), top-aligned, separated
    /// by grey gaps.
    static func sideBySide(_ panels: [Bitmap]) throws -> Bitmap {
        let width = panels.reduce(0) { $0 + $1.width } + gap * max(panels.count - 1, 0)
        let height = panels.map(\.height).max() ?? 0
        var out = [UInt8](repeating: 255, count: width * height * 4)
        var x0 = 0
        for (index, panel) in panels.enumerated() {
            if index > 0 {
                for y in 0..<height {
                    for x in (x0 - gap)..<x0 {
                        let o = (y * width + x) * 4
                        out[o] = gapGrey
                        out[o + 1] = gapGrey
                        out[o + 2] = gapGrey
                    }
                }
            }
            for y in 0..<panel.height {
                for x in 0..<panel.width {
                    let p = (y * panel.width + x) * 4
                    let o = (y * width + x0 + x) * 4
                    let alpha = Int(panel.bytes[p + 3])
                    for c in 0..<3 { out[o + c] = UInt8(min(Int(panel.bytes[p + c]) + 255 - alpha, 255)) }
                }
            }
            x0 += panel.width + gap
        }
        return try Bitmap(validatingWidth: width, height: height, premultipliedRGBA: out)
    }
}
