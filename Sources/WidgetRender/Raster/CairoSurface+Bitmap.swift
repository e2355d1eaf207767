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
            let bytes = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
                for y in 0..<height {
                    let row = source + y * stride
                    let out = y * width * 4
                    for x in 0..<width {
                        let word = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                        buffer[out + x * 4] = UInt8(truncatingIfNeeded: word >> 16)
                        buffer[out + x * 4 + 1] = UInt8(truncatingIfNeeded: word >> 8)
                        buffer[out + x * 4 + 2] = UInt8(truncatingIfNeeded: word)
                        buffer[out + x * 4 + 3] = UInt8(truncatingIfNeeded: word >> 24)
                    }
                }
                count = width * height * 4
            }
            return Bitmap(width: width, height: height, premultipliedRGBA: bytes)
        }
    }
}
