import Foundation
import WidgetCore

/// StandBy at night: every pixel the passes before it drew, turned into the night red at its
/// luminance (Rec. 709), alpha kept: a red monochrome of the presentation.
struct NightRedPass: RasterPass {
    /// The red a white pixel becomes (the widgets' StandBy night red, `VibrantStyle/nightRed`).
    var red: RGBA

    func draw(_ list: DisplayList, in context: RasterPassContext) throws -> PassFindings {
        // Fixed point, 16 fractional bits: L = 0.2126 r + 0.7152 g + 0.0722 b.
        let lr: UInt32 = 13933
        let lg: UInt32 = 46871
        let lb: UInt32 = 4732
        let pr = UInt32((red.red * 255).rounded())
        let pg = UInt32((red.green * 255).rounded())
        let pb = UInt32((red.blue * 255).rounded())
        context.canvas.withCanvasPixels { pixels in
            for y in 0..<pixels.height {
                let row = pixels.row(y)
                for x in 0..<pixels.width {
                    let p = row[x]
                    // Premultiplied ARGB32: the luminance of premultiplied channels is under alpha.
                    let l = (((p >> 16) & 0xFF) * lr + ((p >> 8) & 0xFF) * lg + (p & 0xFF) * lb) >> 16
                    row[x] = (p & 0xFF00_0000) | (((l * pr + 127) / 255) << 16) | (((l * pg + 127) / 255) << 8) | ((l * pb + 127) / 255)
                }
            }
        }
        return PassFindings()
    }
}
