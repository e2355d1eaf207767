internal import CWidgetRender
import Foundation

extension CairoSurface {
    /// A ``Bitmap`` drawn by `draw` on a surface over the bitmap's own bytes.
    ///
    /// The surface's pixels are the bitmap's array: when `draw` returns, the surface is
    /// finished and each native-endian ARGB32 word is rewritten in place as the RGBA bytes
    /// ``Bitmap`` holds (both premultiplied). A surface of its own, copied out afterwards, was
    /// a second buffer of the canvas's size to fault in and fill on every render.
    ///
    /// - Throws: What `draw` throws, or ``WidgetRenderError`` when the surface cannot be made.
    static func drawBitmap(width: Int, height: Int, _ draw: (CairoSurface) throws -> Void) throws -> Bitmap {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard width > 0, height > 0, !overflow, pixels <= CanvasSize.maximumCanvasPixels else {
            // Beyond a canvas: Cairo's own allocation reports what it cannot do.
            let surface = try CairoSurface(width: width, height: height)
            try draw(surface)
            return try surface.bitmap()
        }
        let count = pixels * 4
        let bytes = try [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let base = UnsafeMutableRawPointer(buffer.baseAddress) else { return }
            let surface = try CairoSurface(over: base, width: width, height: height)
            // Finished on every path, so that nothing Cairo still holds (a context that
            // `draw` kept) can write to the array once it is handed out.
            defer { surface.finish() }
            try draw(surface)
            surface.withUnsafeSurface { cairo_surface_flush($0) }
            swizzleToRGBA(base, count: pixels)
            initialized = count
        }
        return Bitmap(width: width, height: height, premultipliedRGBA: bytes)
    }

    /// Rewrites `count` ARGB32 words (`a << 24 | r << 16 | g << 8 | b`) as the words whose
    /// little-endian bytes are R, G, B, A, one 32-bit load and store per pixel.
    private static func swizzleToRGBA(_ base: UnsafeMutableRawPointer, count: Int) {
        let words = base.assumingMemoryBound(to: UInt32.self)
        for i in 0..<count {
            let word = words[i]
            words[i] = ((word >> 16) & 0xFF | word & 0xFF00 | (word & 0xFF) << 16 | word & 0xFF00_0000).littleEndian
        }
    }
}
