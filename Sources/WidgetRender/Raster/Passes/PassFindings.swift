import Foundation
import WidgetCore

/// What a raster pass noticed while drawing, returned with its pixels: diagnostics, and how
/// much of the canvas each content layer covered opaquely (for the "opaque background" check).
///
/// Passes return their findings; ``Rasterizer/renderReporting(_:textEngine:passes:)`` merges
/// those of every pass, and the surface's checks read them beside the composited bitmap.
package struct PassFindings: Sendable, Equatable {
    /// Findings, in the order noticed.
    package var diagnostics: [Diagnostic] = []
    /// The largest share of canvas pixels that one content layer covered at (nearly) full alpha.
    package var largestOpaqueCoverage = 0.0

    package init() {}

    /// Adds what another pass found.
    package mutating func merge(_ other: PassFindings) {
        diagnostics += other.diagnostics
        largestOpaqueCoverage = max(largestOpaqueCoverage, other.largestOpaqueCoverage)
    }

    /// Records the share of `pixels` that is nearly opaque, over a canvas of `canvasPixels`,
    /// sampling every fourth pixel of every fourth row (a share of the area needs no more).
    mutating func measureCoverage(_ pixels: PixelWords, canvasPixels: Int) {
        guard canvasPixels > 0 else { return }
        var opaque = 0
        for y in Swift.stride(from: 0, to: pixels.height, by: 4) {
            let row = pixels.row(y)
            for x in Swift.stride(from: 0, to: pixels.width, by: 4) where row[x] >> 24 >= PassFindings.opaqueAlpha { opaque += 1 }
        }
        largestOpaqueCoverage = max(largestOpaqueCoverage, Double(opaque * 16) / Double(canvasPixels))
    }

    /// The alpha (of 255) from which a pixel counts as opaque.
    static let opaqueAlpha: UInt32 = 250
}
