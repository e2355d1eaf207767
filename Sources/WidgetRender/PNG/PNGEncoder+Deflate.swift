internal import CWidgetRender
import Foundation

extension PNGEncoder {
    /// Encodes with libdeflate: the PNG chunks are written here (IHDR, IDAT, IEND, each with its
    /// CRC-32 from libdeflate), the scanlines are built in one pass that also un-premultiplies
    /// (filter byte 0, then straight-alpha RGBA: `round(c × 255 / a)`, clamped; transparent
    /// pixels `0, 0, 0, 0`), and the whole image data is one zlib stream from
    /// `libdeflate_zlib_compress`.
    func encodeWithDeflate(_ bitmap: Bitmap, level: Int) throws -> [UInt8] {
        let rowBytes = 1 + bitmap.width * 4
        let (rawCount, overflow) = rowBytes.multipliedReportingOverflow(by: bitmap.height)
        guard !overflow else { throw encodeFailure(bitmap, "the image is too large") }
        guard let compressor = libdeflate_alloc_compressor(Int32(level)) else {
            throw encodeFailure(bitmap, "libdeflate could not allocate a compressor")
        }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, rawCount)
        // The scanlines and the stream go into kept buffers (PNGScratch): fresh ones were
        // faulted in page by page on every encode. Only the stream's length is copied out.
        let compressed: [UInt8] = try PNGScratch.withBuffer(bytes: rawCount) { raw in
            Self.writeScanlines(of: bitmap, rowBytes: rowBytes, into: raw)
            return try PNGScratch.withBuffer(bytes: bound) { output in
                let length = libdeflate_zlib_compress(compressor, raw, rawCount, output, bound)
                guard length > 0 else { throw encodeFailure(bitmap, "libdeflate could not compress the image data") }
                return [UInt8](UnsafeRawBufferPointer(start: output, count: length))
            }
        }
        let length = compressed.count

        var png: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
        png.reserveCapacity(length + 64)
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(bitmap.width))
        header.appendBigEndian(UInt32(bitmap.height))
        header += [8, 6, 0, 0, 0]  // 8-bit, RGBA, deflate, adaptive filtering (type 0), no interlace
        Self.appendChunk("IHDR", header[...], to: &png)
        // Chunks hold at most 2^31 − 1 bytes; split the stream in 1 GiB parts, as decoders join them.
        var start = 0
        repeat {
            let end = min(length, start + Self.maximumIDATLength)
            Self.appendChunk("IDAT", compressed[start..<end], to: &png)
            start = end
        } while start < length
        Self.appendChunk("IEND", [][...], to: &png)
        return png
    }

    /// The longest IDAT chunk written: 1 GiB.
    static let maximumIDATLength = 1 << 30

    private func encodeFailure(_ bitmap: Bitmap, _ reason: String) -> WidgetRenderError {
        WidgetRenderError("cannot encode a \(bitmap.width)×\(bitmap.height) bitmap as PNG: \(reason); free some memory and try again")
    }

    /// Writes the filtered scanlines into `output` (`rowBytes × height` bytes): each row is
    /// filter type 0 (none) and the row's straight-alpha RGBA.
    ///
    /// Each pixel is read and written as one 32-bit word (RGBA in little-endian byte order);
    /// opaque and transparent pixels, most of a widget, need no division.
    private static func writeScanlines(of bitmap: Bitmap, rowBytes: Int, into output: UnsafeMutableRawPointer) {
        bitmap.bytes.withUnsafeBytes { source in
            guard let input = source.baseAddress else { return }
            for row in 0..<bitmap.height {
                let outRow = output + row * rowBytes
                outRow.storeBytes(of: 0, as: UInt8.self)
                let inRow = input + row * bitmap.width * 4
                for x in 0..<bitmap.width {
                    let pixel = UInt32(littleEndian: inRow.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self))
                    outRow.storeBytes(of: straightened(pixel).littleEndian, toByteOffset: 1 + x * 4, as: UInt32.self)
                }
            }
        }
    }

    /// The straight-alpha pixel of a premultiplied one, both `r | g << 8 | b << 16 | a << 24`:
    /// `round(c × 255 / a)` clamped to 255, and 0 when transparent (as ``Bitmap/straighten``).
    @inline(__always)
    private static func straightened(_ pixel: UInt32) -> UInt32 {
        let a = pixel >> 24
        if a == 255 { return pixel }
        if a == 0 { return 0 }
        let half = a / 2
        let r = min(255, ((pixel & 0xFF) * 255 + half) / a)
        let g = min(255, ((pixel >> 8 & 0xFF) * 255 + half) / a)
        let b = min(255, ((pixel >> 16 & 0xFF) * 255 + half) / a)
        return r | g << 8 | b << 16 | a << 24
    }

    /// Appends a chunk: length, type, data, and the CRC-32 of type and data.
    private static func appendChunk(_ type: String, _ data: ArraySlice<UInt8>, to png: inout [UInt8]) {
        png.appendBigEndian(UInt32(data.count))
        let typeBytes = Array(type.utf8)
        png += typeBytes
        png += data
        var crc = typeBytes.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
        crc = data.withUnsafeBytes { libdeflate_crc32(crc, $0.baseAddress, $0.count) }
        png.appendBigEndian(crc)
    }
}

extension Array where Element == UInt8 {
    /// Appends `value` most significant byte first, as PNG stores integers.
    mutating func appendBigEndian(_ value: UInt32) {
        append(UInt8(value >> 24))
        append(UInt8((value >> 16) & 0xFF))
        append(UInt8((value >> 8) & 0xFF))
        append(UInt8(value & 0xFF))
    }
}
