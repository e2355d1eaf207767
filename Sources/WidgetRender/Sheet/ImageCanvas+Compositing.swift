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
        bitmap.bytes.withUnsafeBytes { source in
            bytes.withUnsafeMutableBytes { destination in
                guard let source = source.baseAddress, let destination = destination.baseAddress else { return }
                for row in rows {
                    let s = ((row - y) * bitmap.width + (columns.lowerBound - x)) * 4
                    let d = (row * canvasWidth + columns.lowerBound) * 4
                    ImageCanvas.blendRow(source + s, over: destination + d, pixels: columns.count)
                }
            }
        }
    }

    /// Composites a row of `pixels` premultiplied pixels: runs of opaque pixels are copied
    /// whole (a backdrop is one run per row), the others blended one by one.
    @inline(__always)
    private static func blendRow(_ source: UnsafeRawPointer, over destination: UnsafeMutableRawPointer, pixels: Int) {
        var i = 0
        while i < pixels {
            var end = i
            while end < pixels, source.load(fromByteOffset: end * 4 + 3, as: UInt8.self) == 255 { end += 1 }
            if end > i {
                (destination + i * 4).copyMemory(from: source + i * 4, byteCount: (end - i) * 4)
                i = end
                continue
            }
            blend(source + i * 4, over: destination + i * 4)
            i += 1
        }
    }

    /// Composites the premultiplied pixel at `source` over the one at `destination`, a word at
    /// a time: an opaque pixel is copied and a transparent one changes nothing (most of a
    /// sheet), the rest are blended channel by channel.
    @inline(__always)
    private static func blend(_ source: UnsafeRawPointer, over destination: UnsafeMutableRawPointer) {
        let pixel = source.loadUnaligned(as: UInt32.self)
        let alpha = UInt32(littleEndian: pixel) >> 24
        if alpha == 255 {
            destination.storeBytes(of: pixel, as: UInt32.self)
            return
        }
        if pixel == 0 { return }
        let remaining = 255 - alpha
        let s = source.assumingMemoryBound(to: UInt8.self)
        let d = destination.assumingMemoryBound(to: UInt8.self)
        for channel in 0..<4 {
            // d × (255 − a) / 255 is never exactly halfway (255 is odd), so +127 rounds it.
            let behind = (UInt32(d[channel]) * remaining + 127) / 255
            d[channel] = UInt8(min(UInt32(s[channel]) + behind, 255))
        }
    }
}
