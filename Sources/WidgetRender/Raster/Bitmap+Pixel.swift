import Foundation

extension Bitmap {
    /// One premultiplied RGBA pixel.
    package struct Pixel: Sendable, Hashable, CustomStringConvertible {
        /// The red channel, premultiplied by alpha.
        package var red: UInt8
        /// The green channel, premultiplied by alpha.
        package var green: UInt8
        /// The blue channel, premultiplied by alpha.
        package var blue: UInt8
        /// The opacity: 0 is transparent, 255 opaque.
        package var alpha: UInt8

        /// Creates a pixel from its premultiplied channels.
        package init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }

        /// `rgba(r, g, b, a)` with decimal channels.
        package var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
    }

    /// The pixel at (`x`, `y`), or `nil` outside the bitmap.
    package func pixel(x: Int, y: Int) -> Pixel? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let i = (y * width + x) * 4
        return Pixel(red: bytes[i], green: bytes[i + 1], blue: bytes[i + 2], alpha: bytes[i + 3])
    }
}
