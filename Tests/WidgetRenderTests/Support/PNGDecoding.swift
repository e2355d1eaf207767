import CWidgetRender
import Foundation

/// A PNG decoded by libpng's simplified API into straight-alpha RGBA8.
struct DecodedPNG {
    var width: Int
    var height: Int
    var rgba: [UInt8]
}

/// Decodes `bytes` with libpng, or returns `nil` when libpng rejects them.
func decodePNG(_ bytes: [UInt8]) -> DecodedPNG? {
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    let began = bytes.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
    guard began != 0 else { return nil }
    image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)  // PNG_FORMAT_RGBA, a macro Swift cannot import
    let width = Int(image.width), height = Int(image.height)
    var rgba = [UInt8](repeating: 0, count: width * height * 4)
    let finished = rgba.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, Int32(width * 4), nil) }
    png_image_free(&image)
    guard finished != 0 else { return nil }
    return DecodedPNG(width: width, height: height, rgba: rgba)
}

/// The chunk types of a PNG file, in order.
func pngChunkTypes(_ bytes: [UInt8]) -> [String] {
    var types: [String] = []
    var offset = 8
    while offset + 8 <= bytes.count {
        let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        types.append(String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self))
        offset += 12 + length
    }
    return types
}
