import Foundation
import WidgetCore

/// What the accented and vibrant passes noticed while drawing: diagnostics and how much of the
/// canvas each content layer covers opaquely (for the "opaque background" finding).
final class ModeReport {
    /// Findings, in the order noticed.
    var diagnostics: [Diagnostic] = []
    /// The largest share of canvas pixels that one content layer covered at (nearly) full alpha.
    var largestOpaqueCoverage = 0.0

    /// Records the share of `pixels` that is nearly opaque, over a canvas of `canvasPixels`.
    func measureCoverage(_ pixels: PixelWords, canvasPixels: Int) {
        guard canvasPixels > 0 else { return }
        var opaque = 0
        for y in 0..<pixels.height {
            let row = pixels.row(y)
            for x in 0..<pixels.width where row[x] >> 24 >= ModeReport.opaqueAlpha { opaque += 1 }
        }
        largestOpaqueCoverage = max(largestOpaqueCoverage, Double(opaque) / Double(canvasPixels))
    }

    /// The alpha (of 255) from which a pixel counts as opaque.
    static let opaqueAlpha: UInt32 = 250
}
