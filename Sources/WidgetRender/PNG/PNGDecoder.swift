internal import CWidgetRender
import Foundation

/// Decodes PNG files with libpng's simplified read API, for comparing images pixel by pixel.
///
/// Any PNG libpng reads (any bit depth, palette, greyscale, with or without alpha) comes out as
/// 8-bit sRGB RGBA. Damaged input never crashes: empty data, data that is not a PNG, truncated
/// or corrupt files and images too large to hold all throw a ``WidgetRenderError`` that names
/// the problem.
///
/// ```swift
/// let bitmap = try PNGDecoder.decode(try PNGEncoder().encode(original))
/// bitmap == original   // true for every premultiplied bitmap
/// try PNGDecoder.decode([1, 2, 3])
/// // throws: cannot decode 3 bytes as PNG: the data does not start with the PNG signature;
/// //         pass the bytes of a .png file
/// ```
package enum PNGDecoder {
    /// The most pixels a decoded image may have (256 MB of RGBA), so that a damaged or hostile
    /// header cannot make the decoder allocate without bound.
    package static let maximumPixelCount = 64 * 1024 * 1024

    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    /// Decodes `bytes` into a premultiplied ``Bitmap``, as the rasteriser produces them.
    ///
    /// Encoding a premultiplied bitmap with ``PNGEncoder`` and decoding it gives the same
    /// bitmap back.
    ///
    /// - Throws: ``WidgetRenderError`` when the data is empty, is not a PNG, is truncated or
    ///   corrupt, or has more than ``maximumPixelCount`` pixels.
    package static func decode(_ bytes: [UInt8]) throws -> Bitmap {
        let (width, height, straight) = try straightRGBA(of: bytes)
        return Bitmap(width: width, height: height, straightRGBA: straight)
    }

    /// Decodes the bytes of `data` into a premultiplied ``Bitmap``.
    ///
    /// - Throws: ``WidgetRenderError`` for empty, non-PNG, truncated, corrupt or oversized data.
    package static func decode(_ data: Data) throws -> Bitmap {
        try decode([UInt8](data))
    }

    /// Decodes `bytes` into straight-alpha (not premultiplied) RGBA bytes, as PNG stores them:
    /// rows top to bottom, four bytes per pixel, no padding.
    ///
    /// - Throws: ``WidgetRenderError`` for empty, non-PNG, truncated, corrupt or oversized data.
    package static func straightRGBA(of bytes: [UInt8]) throws -> (width: Int, height: Int, bytes: [UInt8]) {
        guard !bytes.isEmpty else {
            throw WidgetRenderError("cannot decode PNG: the data is empty (0 bytes); pass the bytes of a .png file")
        }
        guard bytes.count >= signature.count || !signature.starts(with: bytes) else {
            throw WidgetRenderError(
                "cannot decode \(bytes.count) bytes as PNG: the data ends inside the PNG signature; "
                    + "the file is truncated, restore or re-record it"
            )
        }
        guard bytes.starts(with: signature) else {
            throw WidgetRenderError(
                "cannot decode \(bytes.count) bytes as PNG: the data does not start with the PNG signature; pass the bytes of a .png file"
            )
        }
        // libpng reads from `buffer` until png_image_finish_read returns: both calls stay inside.
        return try bytes.withUnsafeBytes { buffer in
            var image = png_image()
            image.version = UInt32(PNG_IMAGE_VERSION)
            defer { png_image_free(&image) }
            guard png_image_begin_read_from_memory(&image, buffer.baseAddress, buffer.count) != 0 else {
                throw failure(bytes.count, reason: message(of: image))
            }
            let width = Int(image.width)
            let height = Int(image.height)
            let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
            guard !overflow, pixels <= maximumPixelCount else {
                throw WidgetRenderError(
                    "cannot decode a \(width)×\(height) PNG: more than \(maximumPixelCount) pixels; "
                        + "the header is corrupt or the image is too large to compare"
                )
            }
            image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)  // PNG_FORMAT_RGBA, a macro Swift cannot import
            // 16-bit files without gAMA/sRGB chunks are sRGB like everything else here, not
            // linear (libpng's default for 16-bit data).
            image.flags |= UInt32(PNG_IMAGE_FLAG_16BIT_sRGB)
            var rgba = [UInt8](repeating: 0, count: pixels * 4)
            let finished = rgba.withUnsafeMutableBytes { output in
                png_image_finish_read(&image, nil, output.baseAddress, Int32(width * 4), nil)
            }
            guard finished != 0 else { throw failure(bytes.count, reason: message(of: image)) }
            return (width, height, rgba)
        }
    }

    /// The error for data libpng rejected.
    private static func failure(_ count: Int, reason: String) -> WidgetRenderError {
        WidgetRenderError(
            "cannot decode \(count) bytes as PNG: \(reason.isEmpty ? "libpng failed" : reason); "
                + "the file is truncated or corrupt, restore or re-record it"
        )
    }

    /// libpng's NUL-terminated message in `image`.
    private static func message(of image: png_image) -> String {
        withUnsafeBytes(of: image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
