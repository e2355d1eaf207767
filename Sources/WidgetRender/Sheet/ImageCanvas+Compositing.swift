import Foundation

extension ImageCanvas {
    /// Composites `bitmap` source-over with its top-left corner at pixel (`x`, `y`).
    ///
    /// Pixels that fall outside the canvas are cut off; a bitmap entirely outside changes
    /// nothing. Each premultiplied channel becomes `s + round(d × (255 − sₐ) / 255)`
    /// (clamped to 255), the `OVER` operator of Cairo and pixman.
    ///
    /// ```swift
    /// var canvas = try ImageCanvas(width: 4, height: 2)
    /// canvas.draw(redSquare, atX: -1, y: 0)   // its left column is cut off
    /// ```
    ///
    /// - Parameters:
    ///   - bitmap: The premultiplied pixels to draw.
    ///   - x: The canvas column of the bitmap's left edge; may be negative or past the canvas.
    ///   - y: The canvas row of the bitmap's top edge; may be negative or past the canvas.
    package mutating func draw(_ bitmap: Bitmap, atX x: Int, y: Int) {
        // x < width ≤ maximumSide, so x + bitmap.width cannot overflow once it is checked.
        guard x < width, y < height, bitmap.width > 0, bitmap.height > 0,
              x > -bitmap.width, y > -bitmap.height
        else { return }
        let columns = max(x, 0)..<min(x + bitmap.width, width)
        let rows = max(y, 0)..<min(y + bitmap.height, height)
        let canvasWidth = width
        bitmap.bytes.withUnsafeBufferPointer { source in
            bytes.withUnsafeMutableBufferPointer { destination in
                for row in rows {
                    var s = ((row - y) * bitmap.width + (columns.lowerBound - x)) * 4
                    var d = (row * canvasWidth + columns.lowerBound) * 4
                    for _ in columns {
                        ImageCanvas.blend(source, at: s, over: destination, at: d)
                        s += 4
                        d += 4
                    }
                }
            }
        }
    }

    /// Composites the premultiplied pixel at `source[s...s+3]` over `destination[d...d+3]`.
    @inline(__always)
    private static func blend(_ source: UnsafeBufferPointer<UInt8>, at s: Int, over destination: UnsafeMutableBufferPointer<UInt8>, at d: Int) {
        let alpha = UInt32(source[s + 3])
        if alpha == 255 {
            for channel in 0..<4 { destination[d + channel] = source[s + channel] }
            return
        }
        let remaining = 255 - alpha
        for channel in 0..<4 {
            // d × (255 − a) / 255 is never exactly halfway (255 is odd), so +127 rounds it.
            let behind = (UInt32(destination[d + channel]) * remaining + 127) / 255
            destination[d + channel] = UInt8(min(UInt32(source[s + channel]) + behind, 255))
        }
    }
}
