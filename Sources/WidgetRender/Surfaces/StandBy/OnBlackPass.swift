import Foundation
import WidgetCore

/// Puts everything the passes before it drew over opaque black, StandBy's screen: in
/// premultiplied ARGB32 that is the colour channels kept and alpha made opaque.
struct OnBlackPass: RasterPass {
    func draw(_ list: DisplayList, in context: RasterPassContext) throws -> PassFindings {
        context.canvas.withCanvasPixels { pixels in
            for y in 0..<pixels.height {
                let row = pixels.row(y)
                for x in 0..<pixels.width { row[x] |= 0xFF00_0000 }
            }
        }
        return PassFindings()
    }
}
