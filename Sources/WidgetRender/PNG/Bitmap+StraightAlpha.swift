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
                    let a = UInt32(source[i + 3])
                    if a == 255 {
                        out[i] = source[i]
                        out[i + 1] = source[i + 1]
                        out[i + 2] = source[i + 2]
                    } else if a == 0 {
                        out[i] = 0
                        out[i + 1] = 0
                        out[i + 2] = 0
                    } else {
                        let half = a / 2
                        out[i] = UInt8(min(255, (UInt32(source[i]) * 255 + half) / a))
                        out[i + 1] = UInt8(min(255, (UInt32(source[i + 1]) * 255 + half) / a))
                        out[i + 2] = UInt8(min(255, (UInt32(source[i + 2]) * 255 + half) / a))
                    }
                    out[i + 3] = UInt8(a)
                    i += 4
                }
                count = source.count
            }
        }
    }
}
