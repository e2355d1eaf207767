import Foundation
import WidgetCore

extension Wallpaper {
    /// The wallpaper's size and straight RGBA pixels: a bundled one's, or the pixels given.
    ///
    /// - Throws: ``WidgetRenderError`` for an unknown bundled name or pixels that do not
    ///   match the size, each naming the fix.
    func straightPixels() throws -> (width: Int, height: Int, rgba: [UInt8]) {
        switch source {
        case .bundled(let name):
            guard let rgba = BundledWallpaper.pixels(named: name) else {
                throw WidgetRenderError("unknown bundled wallpaper \"\(name)\"; use one of: \(Wallpaper.bundledNames.joined(separator: ", "))")
            }
            return (BundledWallpaper.width, BundledWallpaper.height, rgba)
        case .pixels(let w, let h, let rgba):
            guard w > 0, h > 0, rgba.count == w * h * 4 else {
                throw WidgetRenderError("a wallpaper of \(w)×\(h) pixels needs \(max(w, 0) * max(h, 0) * 4) RGBA bytes, got \(rgba.count); pass one RGBA quadruple per pixel")
            }
            return (w, h, rgba)
        }
    }

    /// `source` (`sw × sh`) scaled to cover `width × height`, centred, bilinear, opaque.
    ///
    /// The source is premultiplied once (a transparent wallpaper pixel is black), each
    /// column's and row's sample positions are worked out once, and each result is rounded
    /// half up by truncation (every value is at least 0).
    static func coverFit(_ source: [UInt8], width sw: Int, height sh: Int, into width: Int, _ height: Int) -> [UInt8] {
        let k = max(Double(width) / Double(sw), Double(height) / Double(sh))
        let ox = (Double(sw) * k - Double(width)) / 2
        let oy = (Double(sh) * k - Double(height)) / 2
        // Premultiplied by the source alpha, three channels per pixel.
        var premultiplied = [Double](repeating: 0, count: sw * sh * 3)
        for i in 0..<(sw * sh) {
            let alpha = Double(source[i * 4 + 3])
            for ch in 0..<3 { premultiplied[i * 3 + ch] = Double(source[i * 4 + ch]) * alpha / 255 }
        }
        // Source coordinates of each column, computed once.
        let columns = (0..<width).map { x -> (Int, Int, Double) in
            let u = min(max((Double(x) + 0.5 + ox) / k - 0.5, 0), Double(sw - 1))
            let x0 = Int(u)
            return (x0 * 3, min(x0 + 1, sw - 1) * 3, u - Double(x0))
        }
        var out = [UInt8](repeating: 255, count: width * height * 4)
        premultiplied.withUnsafeBufferPointer { p in
            columns.withUnsafeBufferPointer { columns in
                out.withUnsafeMutableBufferPointer { o in
                    for y in 0..<height {
                        let v = min(max((Double(y) + 0.5 + oy) / k - 0.5, 0), Double(sh - 1))
                        let y0 = Int(v)
                        let fy = v - Double(y0)
                        let top = y0 * sw * 3
                        let bottom = min(y0 + 1, sh - 1) * sw * 3
                        var o4 = y * width * 4
                        for (x0, x1, fx) in columns {
                            for ch in 0..<3 {
                                let a = p[top + x0 + ch]
                                let b = p[top + x1 + ch]
                                let c = p[bottom + x0 + ch]
                                let d = p[bottom + x1 + ch]
                                let upper = a + (b - a) * fx
                                let lower = c + (d - c) * fx
                                o[o4 + ch] = UInt8(min(Int(upper + (lower - upper) * fy + 0.5), 255))
                            }
                            o4 += 4
                        }
                    }
                }
            }
        }
        return out
    }
}
