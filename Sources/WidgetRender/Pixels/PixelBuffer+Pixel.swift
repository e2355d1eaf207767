extension PixelBuffer {
    /// One straight-alpha (not premultiplied) RGBA pixel, 8 bits per channel.
    ///
    /// The colour channels are the colour itself, whatever the opacity: a half-transparent
    /// pure red is `rgba(255, 0, 0, 128)`. Its ``description`` is CSS-like, handy in test
    /// failure messages.
    ///
    /// ```swift
    /// let red = PixelBuffer.Pixel(red: 255, green: 0, blue: 0, alpha: 128)
    /// print(red)                            // rgba(255, 0, 0, 128)
    /// image.pixels[x: 0, y: 0] == red       // compare exactly
    /// ```
    public struct Pixel: Sendable, Hashable, CustomStringConvertible {
        /// The red channel, 0…255, not multiplied by alpha.
        public var red: UInt8
        /// The green channel, 0…255, not multiplied by alpha.
        public var green: UInt8
        /// The blue channel, 0…255, not multiplied by alpha.
        public var blue: UInt8
        /// The opacity: 0 is fully transparent, 255 opaque.
        public var alpha: UInt8

        /// Creates a pixel from its straight-alpha channels.
        ///
        /// ```swift
        /// let opaqueBlue = PixelBuffer.Pixel(red: 0, green: 0, blue: 255, alpha: 255)
        /// ```
        ///
        /// - Parameters:
        ///   - red: The red channel, not multiplied by alpha.
        ///   - green: The green channel, not multiplied by alpha.
        ///   - blue: The blue channel, not multiplied by alpha.
        ///   - alpha: The opacity: 0 transparent, 255 opaque.
        public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }

        /// `rgba(r, g, b, a)` with decimal channels, e.g. `rgba(255, 0, 0, 255)`.
        public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
    }
}
