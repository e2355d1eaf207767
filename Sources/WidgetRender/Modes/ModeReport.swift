import Foundation
import WidgetCore

/// What the accented and vibrant passes noticed while drawing: diagnostics and how much of the
/// canvas each content layer covers opaquely (for the "opaque background" finding).
final class ModeReport {
    /// Findings, in the order noticed.
    var diagnostics: [Diagnostic] = []
    /// The largest share of canvas pixels that one content layer covered at (nearly) full alpha.
    var largestOpaqueCoverage = 0.0

    /// Records the share of `pixels` that is nearly opaque, over a canvas of `canvasPixels`,
    /// sampling every fourth pixel of every fourth row (a share of the area needs no more).
    func measureCoverage(_ pixels: PixelWords, canvasPixels: Int) {
        guard canvasPixels > 0 else { return }
        var opaque = 0
        for y in Swift.stride(from: 0, to: pixels.height, by: 4) {
            let row = pixels.row(y)
            for x in Swift.stride(from: 0, to: pixels.width, by: 4) where row[x] >> 24 >= ModeReport.opaqueAlpha { opaque += 1 }
        }
        largestOpaqueCoverage = max(largestOpaqueCoverage, Double(opaque * 16) / Double(canvasPixels))
    }

    /// The alpha (of 255) from which a pixel counts as opaque.
    static let opaqueAlpha: UInt32 = 250
}
