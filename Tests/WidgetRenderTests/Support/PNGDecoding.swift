import Foundation

@testable import WidgetRender

/// A PNG decoded into straight-alpha RGBA8, as the file stores it.
struct DecodedPNG {
    var width: Int
    var height: Int
    var rgba: [UInt8]
}

/// Decodes `bytes` with ``PNGDecoder``, or returns `nil` when libpng rejects them.
func decodePNG(_ bytes: [UInt8]) -> DecodedPNG? {
    guard let decoded = try? PNGDecoder.straightRGBA(of: bytes) else { return nil }
    return DecodedPNG(width: decoded.width, height: decoded.height, rgba: decoded.bytes)
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

/// One PNG chunk: big-endian length, type, data and CRC-32 of type and data.
func pngChunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
}

/// The four big-endian bytes of `value`.
func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
}

/// The CRC-32 (ISO 3309, as PNG uses it) of `bytes`.
func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
}
