import Foundation
import Testing
import WidgetRender  // not @testable: everything used here must be public

@Suite struct PixelBufferTests {
    @Test func bytesAreReadRowByRowFromTheTopLeft() throws {
        let pixels = try PixelBuffer(
            width: 2, height: 2,
            bytes: [
                1, 2, 3, 4, 5, 6, 7, 8,
                9, 10, 11, 12, 13, 14, 15, 16,
            ])
        #expect(pixels.width == 2 && pixels.height == 2)
        #expect(pixels[x: 0, y: 0] == PixelBuffer.Pixel(red: 1, green: 2, blue: 3, alpha: 4))
        #expect(pixels[x: 1, y: 0] == PixelBuffer.Pixel(red: 5, green: 6, blue: 7, alpha: 8))
        #expect(pixels[x: 0, y: 1] == PixelBuffer.Pixel(red: 9, green: 10, blue: 11, alpha: 12))
        #expect(pixels[x: 1, y: 1] == PixelBuffer.Pixel(red: 13, green: 14, blue: 15, alpha: 16))
    }

    @Test func pixelOutsideTheBufferIsNil() throws {
        let pixels = try PixelBuffer(width: 1, height: 1, bytes: [255, 0, 0, 255])
        #expect(pixels.pixel(x: 0, y: 0) == PixelBuffer.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(pixels.pixel(x: 1, y: 0) == nil)
        #expect(pixels.pixel(x: 0, y: 1) == nil)
        #expect(pixels.pixel(x: -1, y: 0) == nil)
    }

    @Test func aPixelDescribesItselfAsRGBA() {
        #expect(PixelBuffer.Pixel(red: 255, green: 0, blue: 0, alpha: 255).description == "rgba(255, 0, 0, 255)")
        #expect("\(PixelBuffer.Pixel(red: 1, green: 22, blue: 133, alpha: 0))" == "rgba(1, 22, 133, 0)")
    }

    @Test func pixelsAreHashable() {
        let red = PixelBuffer.Pixel(red: 255, green: 0, blue: 0, alpha: 255)
        let set: Set = [red, red, PixelBuffer.Pixel(red: 0, green: 0, blue: 255, alpha: 255)]
        #expect(set.count == 2)
    }

    @Test func buffersAreEqualWhenSizeAndBytesAre() throws {
        let a = try PixelBuffer(width: 2, height: 1, bytes: [0, 0, 0, 0, 1, 1, 1, 1])
        #expect(a == (try PixelBuffer(width: 2, height: 1, bytes: [0, 0, 0, 0, 1, 1, 1, 1])))
        #expect(a != (try PixelBuffer(width: 1, height: 2, bytes: [0, 0, 0, 0, 1, 1, 1, 1])))
        #expect(a != (try PixelBuffer(width: 2, height: 1, bytes: [0, 0, 0, 0, 1, 1, 1, 2])))
    }

    @Test func anEmptyBufferIsAllowed() throws {
        let empty = try PixelBuffer(width: 0, height: 5, bytes: [])
        #expect(empty.bytes.isEmpty)
        #expect(empty.pixel(x: 0, y: 0) == nil)
    }

    @Test func aWrongByteCountIsAnError() {
        #expect(
            throws: WidgetRenderError(
                "a pixel buffer of 2×1 pixels needs width × height × 4 = 8 bytes, got 7; "
                    + "pass one straight-alpha red, green, blue, alpha quadruple per pixel, rows top to bottom"
            )
        ) {
            try PixelBuffer(width: 2, height: 1, bytes: [UInt8](repeating: 0, count: 7))
        }
        #expect(throws: WidgetRenderError.self) {
            try PixelBuffer(width: 1, height: 1, bytes: [UInt8](repeating: 0, count: 5))
        }
    }

    @Test func aNegativeSizeIsAnError() {
        #expect(
            throws: WidgetRenderError(
                "a pixel buffer of -1×2 pixels has a negative side; pass a width and height of 0 or more"
            )
        ) {
            try PixelBuffer(width: -1, height: 2, bytes: [])
        }
        // −1 × −2 × 4 = 8 bytes: the count matches, the sides are still wrong.
        #expect(throws: WidgetRenderError.self) {
            try PixelBuffer(width: -1, height: -2, bytes: [UInt8](repeating: 0, count: 8))
        }
    }

    @Test func aSizeWhoseByteCountOverflowsIsAnError() {
        #expect(
            throws: WidgetRenderError(
                "a pixel buffer of \(Int.max)×2 pixels needs width × height × 4 = more bytes than memory can hold, got 0; "
                    + "pass one straight-alpha red, green, blue, alpha quadruple per pixel, rows top to bottom"
            )
        ) {
            try PixelBuffer(width: .max, height: 2, bytes: [])
        }
    }
}
