import Foundation
import WidgetCore

/// The Always-On dimming: every pixel the passes before it drew, its colour scaled by
/// ``brightness`` (alpha kept, so a translucent platter stays translucent).
struct DimPass: RasterPass {
    /// The share of the brightness kept, 0…1.
    var brightness: Double

    func draw(_ list: DisplayList, in context: RasterPassContext) throws -> PassFindings {
        let k = UInt32((min(max(brightness, 0), 1) * 256).rounded())
        context.canvas.withCanvasPixels { pixels in
            for y in 0..<pixels.height {
                let row = pixels.row(y)
                for x in 0..<pixels.width {
                    let p = row[x]
                    // Premultiplied ARGB32: scaling the colour channels keeps them under alpha.
                    let r = (((p >> 16) & 0xFF) * k) >> 8
                    let g = (((p >> 8) & 0xFF) * k) >> 8
                    let b = ((p & 0xFF) * k) >> 8
                    row[x] = (p & 0xFF00_0000) | (r << 16) | (g << 8) | b
                }
            }
        }
        return PassFindings()
    }
}
