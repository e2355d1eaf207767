import Foundation
import Testing

@testable import WidgetRender

@Suite struct PNGDecoderTests {
    private let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    /// Every premultiplied channel value at every alpha survives un-premultiplying and back.
    private func translucentBitmap() throws -> Bitmap {
        var bytes: [UInt8] = []
        for alpha in 0...255 {
            for value in stride(from: 0, through: alpha, by: max(alpha / 7, 1)) {
                bytes += [UInt8(value), UInt8(alpha - value), UInt8(value / 2), UInt8(alpha)]
            }
        }
        return try Bitmap(validatingWidth: bytes.count / 4, height: 1, premultipliedRGBA: bytes)
    }

    @Test func anEncodedBitmapDecodesToTheSameBitmap() throws {
        let bitmap = try Rasterizer.render(try sampleDisplayList(scale: 1))
        #expect(try PNGDecoder.decode(try PNGEncoder().encode(bitmap)) == bitmap)
    }

    @Test func translucentPixelsRoundTripExactly() throws {
        let bitmap = try translucentBitmap()
        #expect(try PNGDecoder.decode(Data(try PNGEncoder().encode(bitmap))) == bitmap)
    }

    @Test func straightRGBAIsWhatTheFileStores() throws {
        let bitmap = try Bitmap(validatingWidth: 2, height: 1, premultipliedRGBA: [128, 0, 0, 128, 10, 20, 30, 255])
        let decoded = try PNGDecoder.straightRGBA(of: try PNGEncoder().encode(bitmap))
        #expect(decoded.width == 2 && decoded.height == 1)
        #expect(decoded.bytes == [255, 0, 0, 128, 10, 20, 30, 255])
    }

    @Test func emptyDataIsAnError() {
        #expect(throws: WidgetRenderError("cannot decode PNG: the data is empty (0 bytes); pass the bytes of a .png file")) {
            try PNGDecoder.decode([UInt8]())
        }
    }

    @Test func dataThatIsNotAPNGIsAnError() {
        #expect(
            throws: WidgetRenderError(
                "cannot decode 10 bytes as PNG: the data does not start with the PNG signature; pass the bytes of a .png file"
            )
        ) {
            try PNGDecoder.decode(Array("GIF89a....".utf8))
        }
    }

    @Test func dataEndingInsideTheSignatureIsAnError() {
        #expect(
            throws: WidgetRenderError(
                "cannot decode 4 bytes as PNG: the data ends inside the PNG signature; the file is truncated, restore or re-record it"
            )
        ) {
            try PNGDecoder.decode(Array(signature.prefix(4)))
        }
    }

    @Test func aTruncatedFileIsAnError() throws {
        let png = try PNGEncoder().encode(try Rasterizer.render(try sampleDisplayList(scale: 1)))
        let truncated = Array(png.prefix(png.count / 2))
        #expect(
            throws: WidgetRenderError(
                "cannot decode \(truncated.count) bytes as PNG: read beyond end of data; the file is truncated or corrupt, restore or re-record it"
            )
        ) {
            try PNGDecoder.decode(truncated)
        }
    }

    @Test func aCorruptChunkIsAnError() throws {
        var png = try PNGEncoder().encode(try Rasterizer.render(try sampleDisplayList(scale: 1)))
        png[8 + 8 + 4] ^= 0xFF  // a byte of IHDR's width, so its CRC no longer matches
        #expect(
            throws: WidgetRenderError(
                "cannot decode \(png.count) bytes as PNG: IHDR: CRC error; the file is truncated or corrupt, restore or re-record it"
            )
        ) {
            try PNGDecoder.decode(png)
        }
    }

    @Test func aHugeHeaderIsRejectedBeforeAllocating() throws {
        // 100,000 × 100,000 RGBA: a valid header for 40 GB of pixels.
        let header = bigEndian(100_000) + bigEndian(100_000) + [8, 6, 0, 0, 0]
        let png = signature + pngChunk("IHDR", header) + pngChunk("IDAT", []) + pngChunk("IEND", [])
        #expect(
            throws: WidgetRenderError(
                "cannot decode a 100000×100000 PNG: more than 67108864 pixels; the header is corrupt or the image is too large to compare"
            )
        ) {
            try PNGDecoder.decode(png)
        }
    }
}

@Suite struct PNGDecoder16BitTests {
    /// A 1×1 RGBA PNG with 16-bit channels, grey 0x8000, opaque, no gAMA/sRGB chunk.
    static let grey16 = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABEAYAAABPhRjKAAAADklEQVR4nGNoYADB//8BDAYDf+SnKvAAAAAASUVORK5CYII=")

    @Test func sixteenBitChannelsAreSRGBNotLinear() throws {
        let data = try #require(Self.grey16)
        let bitmap = try PNGDecoder.decode(data)
        #expect(bitmap.pixel(x: 0, y: 0) == Bitmap.Pixel(red: 128, green: 128, blue: 128, alpha: 255))
    }
}
