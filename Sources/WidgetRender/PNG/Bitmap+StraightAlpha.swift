import Foundation

extension Bitmap {
    /// The pixels as straight (non-premultiplied) RGBA bytes, as PNG stores them.
    ///
    /// Each colour channel becomes `round(c × 255 / a)`, clamped to 255; fully transparent
    /// pixels become `0, 0, 0, 0`.
    var straightAlphaBytes: [UInt8] {
        [UInt8](unsafeUninitializedCapacity: bytes.count) { out, count in
            bytes.withUnsafeBufferPointer { source in
                var i = 0
                while i + 3 < source.count {
                    Bitmap.straighten(source, at: i, into: out, at: i)
                    i += 4
                }
                count = source.count
            }
        }
    }

    /// Writes the straight-alpha RGBA of the premultiplied pixel at `sourceIndex` to `out` at
    /// `outIndex`: `round(c × 255 / a)` clamped to 255, and `0, 0, 0, 0` when transparent.
    @inline(__always)
    static func straighten(_ source: UnsafeBufferPointer<UInt8>, at sourceIndex: Int, into out: UnsafeMutableBufferPointer<UInt8>, at outIndex: Int) {
        let i = sourceIndex
        let o = outIndex
        let a = UInt32(source[i + 3])
        if a == 255 {
            out[o] = source[i]
            out[o + 1] = source[i + 1]
            out[o + 2] = source[i + 2]
        } else if a == 0 {
            out[o] = 0
            out[o + 1] = 0
            out[o + 2] = 0
        } else {
            let half = a / 2
            out[o] = UInt8(min(255, (UInt32(source[i]) * 255 + half) / a))
            out[o + 1] = UInt8(min(255, (UInt32(source[i + 1]) * 255 + half) / a))
            out[o + 2] = UInt8(min(255, (UInt32(source[i + 2]) * 255 + half) / a))
        }
        out[o + 3] = UInt8(a)
    }
}
