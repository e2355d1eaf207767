import Foundation
import Testing

@testable import WidgetRender

@Suite struct PNGEncoderTests {
    private let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    @Test func aRenderedImageRoundTripsThroughLibpng() throws {
        let bitmap = try Rasterizer.render(try sampleDisplayList(scale: 1))
        let png = try PNGEncoder().encode(bitmap)
        #expect(Array(png.prefix(8)) == signature)
        let decoded = try #require(decodePNG(png))
        #expect(decoded.width == bitmap.width && decoded.height == bitmap.height)
        // The sample is opaque, so straight and premultiplied bytes agree.
        #expect(decoded.rgba == bitmap.bytes)
    }

    @Test func onlyTheCriticalChunksAreWritten() throws {
        let bitmap = try Rasterizer.render(try sampleDisplayList(scale: 1))
        let types = pngChunkTypes(try PNGEncoder().encode(bitmap))
        #expect(types.first == "IHDR")
        #expect(types.last == "IEND")
        #expect(Set(types) == ["IHDR", "IDAT", "IEND"])
    }

    @Test func theSameBitmapGivesTheSameBytes() throws {
        let bitmap = try Rasterizer.render(try sampleDisplayList(scale: 2))
        #expect(try PNGEncoder().encode(bitmap) == PNGEncoder().encode(bitmap))
    }

    /// The encoder's buffers are kept between encodes (PNGScratch): a buffer that held a
    /// larger, different image before gives the same bytes as a fresh one.
    @Test func keptBuffersGiveTheSameBytesAsFreshOnes() throws {
        let small = try Rasterizer.render(try sampleDisplayList(scale: 1))
        let first = try PNGEncoder().encode(small)
        let noise = try Bitmap(
            validatingWidth: 300, height: 200,
            premultipliedRGBA: (0..<(300 * 200 * 4)).map { i in
                i % 4 == 3 ? 255 : UInt8(truncatingIfNeeded: i &* 2_654_435_761 >> 13)
            })
        let big = try PNGEncoder().encode(noise)
        #expect(try #require(decodePNG(big)).rgba == noise.bytes)
        #expect(try PNGEncoder().encode(small) == first)
    }

    @Test func premultipliedPixelsAreWrittenStraight() throws {
        let bitmap = try Bitmap(
            validatingWidth: 4, height: 1,
            premultipliedRGBA: [
                128, 0, 0, 128,  // red at 50%
                0, 0, 0, 0,  // transparent
                51, 102, 25, 102,  // (127.5, 255, 62.5) at 40%
                10, 20, 30, 255,  // opaque
            ])
        let decoded = try #require(decodePNG(try PNGEncoder().encode(bitmap)))
        #expect(
            decoded.rgba == [
                255, 0, 0, 128,
                0, 0, 0, 0,
                128, 255, 63, 102,
                10, 20, 30, 255,
            ])
    }

    @Test func everySettingDecodesToTheSamePixels() throws {
        let bitmap = try Rasterizer.render(try sampleDisplayList(scale: 1))
        var backends: [PNGEncoder.Backend] = [.deflate(level: 1), .deflate(level: 6), .deflate(level: 12)]
        for filter in PNGFilter.allCases {
            for level in [0, 1, 9] { backends.append(.libpng(level: level, filter: filter)) }
        }
        for backend in backends {
            let decoded = try #require(decodePNG(try PNGEncoder(backend: backend).encode(bitmap)))
            #expect(decoded.rgba == bitmap.bytes, "\(backend)")
        }
    }

    @Test func anEmptyBitmapIsAnError() throws {
        let empty = try Bitmap(validatingWidth: 0, height: 0, premultipliedRGBA: [])
        #expect(throws: WidgetRenderError("cannot encode a 0×0 bitmap as PNG; expected 1 to 1000000 pixels per side")) {
            _ = try PNGEncoder().encode(empty)
        }
    }

    @Test func aBitmapWithTheWrongByteCountIsAnError() {
        #expect(throws: WidgetRenderError.self) {
            _ = try Bitmap(validatingWidth: 2, height: 2, premultipliedRGBA: [0, 0, 0, 0])
        }
    }
}
