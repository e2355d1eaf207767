internal import CWidgetRender
import Foundation

/// The pixel buffers of ``CairoSurface``s made on their own (a backdrop's), kept between
/// renders. A render's canvas is not one of them: it draws into its bitmap's own bytes
/// (``CairoSurface/drawBitmap(width:height:_:)``).
///
/// A surface is about 1 MB at systemSmall and 4 MB at systemLarge; allocated afresh,
/// every page of it is faulted in and zeroed by the kernel on each render (page faults were
/// 15 % of an in-process render + encode). Buffers given back are kept, at most
/// ``maximumBuffers`` of them and ``maximumBytes`` in all, and handed to the next surface that
/// fits in one; the surface is cleared first and marked clear, as `cairo_image_surface_create`
/// does, so the pixels are the same as with a fresh buffer.
///
/// A buffer returns to the pool when Cairo destroys its surface (the surface's user-data
/// destructor), never before, so a surface that something else still references keeps its
/// buffer.
enum CairoSurfaceBuffers {
    /// The most buffers kept.
    static let maximumBuffers = 8
    /// The most bytes kept in all.
    static let maximumBytes = 64 << 20

    /// A buffer's size is stored in front of its pixels, so that Cairo's destructor, which
    /// gets one pointer, can give it back.
    private static let header = 64

    private static let pool = KeptBuffers(maximumBuffers: maximumBuffers, maximumBytes: maximumBytes)

    /// The user-data key of the buffer of a surface: Cairo uses only its address, so it is
    /// allocated once and never written (a `static var` passed `inout` would be a write, and
    /// concurrent renders would race on it).
    nonisolated(unsafe) private static let key: UnsafeMutablePointer<cairo_user_data_key_t> = {
        let key = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)
        key.initialize(to: cairo_user_data_key_t())
        return key
    }()

    /// Cairo's destructor of a surface's buffer: gives it back to the pool.
    private static let release: @convention(c) (UnsafeMutableRawPointer?) -> Void = { base in
        guard let base else { return }
        CairoSurfaceBuffers.giveBack(base)
    }

    /// Makes an ARGB32 surface over a pooled buffer, cleared to transparent.
    ///
    /// - Returns: The surface, or `nil` when no buffer can be allocated (the caller then makes
    ///   an ordinary surface, which reports the failure).
    static func makeSurface(width: Int, height: Int) -> OpaquePointer? {
        guard (1...32_767).contains(width), (1...32_767).contains(height) else { return nil }  // Cairo's limits
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        let (bytes, overflow) = stride.multipliedReportingOverflow(by: height)
        guard stride > 0, !overflow, bytes <= maximumBytes, let base = take(bytes) else { return nil }
        let pixels = base + header
        guard
            let surface = cairo_image_surface_create_for_data(
                pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride)
            )
        else {
            giveBack(base)
            return nil
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
            cairo_surface_set_user_data(surface, key, base, release) == CAIRO_STATUS_SUCCESS
        else {
            cairo_surface_destroy(surface)
            giveBack(base)
            return nil
        }
        clear(surface)
        return surface
    }

    /// Clears `surface` to transparent by painting with CLEAR, not by `memset`: Cairo then
    /// knows the surface is clear, as it knows of one it allocated, and draws the first
    /// operations onto it the same way (compositing onto a surface it does not know is clear
    /// rounds differently, by one level in a few pixels).
    static func clear(_ surface: OpaquePointer) {
        guard let cr = cairo_create(surface) else { return }
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_paint(cr)
        cairo_destroy(cr)
    }

    /// A kept buffer with room for `bytes` of pixels after the header (the smallest), or a
    /// new one; its capacity is stored in the header.
    private static func take(_ bytes: Int) -> UnsafeMutableRawPointer? {
        guard let buffer = pool.take(header + bytes) else { return nil }
        buffer.base.storeBytes(of: buffer.capacity, as: Int.self)
        return buffer.base
    }

    /// Keeps `base` for a later surface, or frees it when the pool is full.
    private static func giveBack(_ base: UnsafeMutableRawPointer) {
        pool.giveBack(base, capacity: base.load(as: Int.self))
    }

    /// How many surfaces so far got a kept buffer (for tests).
    static var reuses: Int { pool.reuses }

    /// How many buffers are kept now, and their bytes (for tests).
    static var keptBuffers: (count: Int, bytes: Int) { pool.keptBuffers }
}
