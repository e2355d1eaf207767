internal import CWidgetRender
import Foundation

extension CairoSurface {
    /// The surface's pixels as a ``Bitmap``: Cairo's native-endian ARGB32 words rewritten as
    /// RGBA bytes (both premultiplied).
    ///
    /// - Throws: ``WidgetRenderError`` when the surface has no pixel data.
    func bitmap() throws -> Bitmap {
        try withUnsafeSurface { surface in
            cairo_surface_flush(surface)
            let stride = Int(cairo_image_surface_get_stride(surface))
            guard let data = cairo_image_surface_get_data(surface), stride >= width * 4 else {
                throw WidgetRenderError(
                    "the \(width)×\(height) pixel Cairo surface has no pixel data; render at a smaller size or scale"
                )
            }
            let source = UnsafeRawPointer(data)
            let count = width * height * 4
            // One 32-bit load and store per pixel (the byte-by-byte version was a twentieth of
            // an in-process render): ARGB32 `a << 24 | r << 16 | g << 8 | b` becomes the word
            // whose little-endian bytes are R, G, B, A.
            let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
                guard let out = UnsafeMutableRawPointer(buffer.baseAddress) else { return }
                for y in 0..<height {
                    let row = source + y * stride
                    let outRow = out + y * width * 4
                    for x in 0..<width {
                        let word = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                        let rgba = (word >> 16) & 0xFF | word & 0xFF00 | (word & 0xFF) << 16 | word & 0xFF00_0000
                        outRow.storeBytes(of: rgba.littleEndian, toByteOffset: x * 4, as: UInt32.self)
                    }
                }
                initialized = count
            }
            return Bitmap(width: width, height: height, premultipliedRGBA: bytes)
        }
    }
}
