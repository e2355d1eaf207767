extension PixelBuffer {
    /// The straight-alpha pixels of a premultiplied `bitmap`.
    init(_ bitmap: Bitmap) {
        self.init(unchecked: bitmap.width, height: bitmap.height, bytes: bitmap.straightAlphaBytes)
    }
}

extension Bitmap {
    /// The premultiplied bitmap of straight-alpha `pixels`.
    ///
    /// Opaque and fully transparent pixels survive the trip back to ``PixelBuffer`` exactly;
    /// a translucent colour comes back as the nearest one its premultiplied bytes can hold.
    init(_ pixels: PixelBuffer) {
        self.init(width: pixels.width, height: pixels.height, straightRGBA: pixels.bytes)
    }
}
