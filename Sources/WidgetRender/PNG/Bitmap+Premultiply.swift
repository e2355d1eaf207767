import Foundation

extension Bitmap {
    /// Creates a bitmap from straight-alpha (not premultiplied) RGBA bytes, as PNG stores
    /// them: each colour channel becomes `round(c × a / 255)`.
    ///
    /// Premultiplying then un-premultiplying (``straightAlphaBytes``) gives opaque and fully
    /// transparent pixels back exactly; a translucent colour comes back as the nearest colour
    /// its premultiplied bytes can hold (a fully transparent pixel's colour becomes 0, 0, 0).
    ///
    /// - Precondition: `bytes.count == width × height × 4` (callers check the count first).
    init(width: Int, height: Int, straightRGBA straight: [UInt8]) {
        let bytes = [UInt8](unsafeUninitializedCapacity: straight.count) { out, count in
            straight.withUnsafeBufferPointer { source in
                var i = 0
                while i + 3 < source.count {
                    let a = UInt32(source[i + 3])
                    if a == 255 {
                        // Opaque (most pixels): the word as it is.
                        UnsafeMutableRawPointer(out.baseAddress! + i).copyMemory(from: source.baseAddress! + i, byteCount: 4)
                    } else {
                        for channel in i..<(i + 3) {
                            // c × a / 255 is never exactly halfway (255 is odd), so +127 rounds it.
                            out[channel] = UInt8((UInt32(source[channel]) * a + 127) / 255)
                        }
                        out[i + 3] = UInt8(a)
                    }
                    i += 4
                }
                count = source.count
            }
        }
        self.init(width: width, height: height, premultipliedRGBA: bytes)
    }
}
