import Foundation

extension PixelComparison {
    /// The opacity of the reference in the diff image: faint enough that red stands out.
    static let fadedReferenceOpacity: UInt32 = 64  // of 255, one quarter

    /// The colour of a differing pixel in the diff image: opaque red.
    package static let differenceMarker = Bitmap.Pixel(red: 255, green: 0, blue: 0, alpha: 255)

    /// An opaque image of the reference's size showing where the images differ: pixels
    /// beyond the tolerance in opaque red, every other pixel a faded copy of the reference
    /// (composited over white, then blended one quarter strength over white).
    ///
    /// - Returns: The diff image, or `nil` when the sizes differ.
    package func diffImage() -> Bitmap? {
        guard sizesMatch else { return nil }
        let marker = Self.differenceMarker
        let opacity = Self.fadedReferenceOpacity
        let bytes = [UInt8](unsafeUninitializedCapacity: reference.bytes.count) { out, count in
            actual.bytes.withUnsafeBufferPointer { a in
                reference.bytes.withUnsafeBufferPointer { r in
                    for i in stride(from: 0, to: r.count, by: 4) {
                        if Self.channelDifference(a, r, at: i) > tolerance {
                            out[i] = marker.red
                            out[i + 1] = marker.green
                            out[i + 2] = marker.blue
                        } else {
                            // Premultiplied over white is c + (255 − a); fading keeps
                            // `opacity` of its distance from white.
                            let alpha = UInt32(r[i + 3])
                            for channel in i..<(i + 3) {
                                let overWhite = min(UInt32(r[channel]) + 255 - alpha, 255)
                                out[channel] = UInt8(255 - ((255 - overWhite) * opacity + 127) / 255)
                            }
                        }
                        out[i + 3] = 255
                    }
                    count = r.count
                }
            }
        }
        return Bitmap(width: reference.width, height: reference.height, premultipliedRGBA: bytes)
    }
}
