import Foundation

extension Bitmap {
    /// One pixel of a bitmap: the public pixel type, holding premultiplied channels here.
    package typealias Pixel = PixelBuffer.Pixel

    /// The premultiplied pixel at (`x`, `y`), or `nil` outside the bitmap.
    package func pixel(x: Int, y: Int) -> Pixel? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let i = (y * width + x) * 4
        return Pixel(red: bytes[i], green: bytes[i + 1], blue: bytes[i + 2], alpha: bytes[i + 3])
    }
}
