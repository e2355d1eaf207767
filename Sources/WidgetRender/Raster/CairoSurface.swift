internal import CWidgetRender
import Foundation

/// An owned Cairo ARGB32 image surface: premultiplied, native-endian 32-bit pixels.
final class CairoSurface {
    private let surface: OpaquePointer

    /// The width in pixels.
    let width: Int
    /// The height in pixels.
    let height: Int

    /// Creates a transparent surface of `width` × `height` pixels.
    ///
    /// - Throws: ``WidgetRenderError`` when Cairo cannot create it (invalid size, no memory).
    convenience init(width: Int, height: Int) throws {
        // A pooled buffer when one can be had (see ``CairoSurfaceBuffers``); otherwise Cairo's
        // own, whose status then says what went wrong.
        try self.init(
            adopting: CairoSurfaceBuffers.makeSurface(width: width, height: height)
                ?? cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(clamping: width), Int32(clamping: height)),
            width: width, height: height
        )
    }

    /// Creates a transparent surface over `pixels`, `width × height × 4` bytes that the caller
    /// owns and keeps valid until ``finish()``.
    ///
    /// - Throws: ``WidgetRenderError`` when Cairo cannot create it.
    convenience init(over pixels: UnsafeMutableRawPointer, width: Int, height: Int) throws {
        try self.init(
            adopting: cairo_image_surface_create_for_data(
                pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(width * 4)
            ),
            width: width, height: height
        )
        CairoSurfaceBuffers.clear(surface)
    }

    /// Takes ownership of `surface`, checking that Cairo made it.
    private init(adopting surface: OpaquePointer?, width: Int, height: Int) throws {
        guard let surface else {
            throw WidgetRenderError("cannot create a \(width)×\(height) pixel Cairo surface; free some memory and try again")
        }
        self.surface = surface
        self.width = width
        self.height = height
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw WidgetRenderError(
                "cannot create a \(width)×\(height) pixel Cairo surface: \(CairoSurface.describe(status)); "
                    + "render at a smaller size or scale"
            )
        }
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// Finishes the surface: Cairo writes its last pixels and never touches them again, even
    /// through a context that still draws to it.
    func finish() {
        cairo_surface_finish(surface)
    }

    /// Lends the `cairo_surface_t` to `body`; the pointer must not escape it.
    func withUnsafeSurface<R>(_ body: (OpaquePointer) throws -> R) rethrows -> R {
        try body(surface)
    }

    /// Cairo's description of a status.
    static func describe(_ status: cairo_status_t) -> String {
        cairo_status_to_string(status).map { String(cString: $0) } ?? "Cairo status \(status.rawValue)"
    }
}
