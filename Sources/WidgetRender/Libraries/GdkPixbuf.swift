internal import CWidgetRender
import Foundation

/// The gdk-pixbuf functions the renderer calls, from the library opened on first use (see
/// ``SharedLibrary``): PNG, JPEG, GIF, BMP and TIFF images are decoded with it.
struct GdkPixbuf: Sendable {
    let loaderNew: wr_gdk_pixbuf_loader_new_fn
    let loaderWrite: wr_gdk_pixbuf_loader_write_fn
    let loaderClose: wr_gdk_pixbuf_loader_close_fn
    let loaderGetPixbuf: wr_gdk_pixbuf_loader_get_pixbuf_fn
    let width: wr_gdk_pixbuf_get_int_fn
    let height: wr_gdk_pixbuf_get_int_fn
    let channels: wr_gdk_pixbuf_get_int_fn
    let rowstride: wr_gdk_pixbuf_get_int_fn
    let bitsPerSample: wr_gdk_pixbuf_get_int_fn
    let hasAlpha: wr_gdk_pixbuf_get_has_alpha_fn
    let readPixels: wr_gdk_pixbuf_read_pixels_fn
    let newFromData: wr_gdk_pixbuf_new_from_data_fn
    let scaleSimple: wr_gdk_pixbuf_scale_simple_fn

    /// The library, opened the first time it is asked for.
    ///
    /// - Throws: ``WidgetRenderError`` when gdk-pixbuf cannot be opened (then every later call
    ///   throws the same error).
    static func shared() throws -> GdkPixbuf {
        try loaded.get()
    }

    private static let loaded: Result<GdkPixbuf, WidgetRenderError> = SharedLibrary.loading {
        #if os(macOS)
            let names = ["libgdk_pixbuf-2.0.0.dylib"]
        #else
            let names = ["libgdk_pixbuf-2.0.so.0"]
        #endif
        let library = try SharedLibrary(names, purpose: "PNG, JPEG, GIF, BMP and TIFF images", package: "gdk-pixbuf (Debian: libgdk-pixbuf-2.0-0)")
        return GdkPixbuf(
            loaderNew: try library.function("gdk_pixbuf_loader_new"),
            loaderWrite: try library.function("gdk_pixbuf_loader_write"),
            loaderClose: try library.function("gdk_pixbuf_loader_close"),
            loaderGetPixbuf: try library.function("gdk_pixbuf_loader_get_pixbuf"),
            width: try library.function("gdk_pixbuf_get_width"),
            height: try library.function("gdk_pixbuf_get_height"),
            channels: try library.function("gdk_pixbuf_get_n_channels"),
            rowstride: try library.function("gdk_pixbuf_get_rowstride"),
            bitsPerSample: try library.function("gdk_pixbuf_get_bits_per_sample"),
            hasAlpha: try library.function("gdk_pixbuf_get_has_alpha"),
            readPixels: try library.function("gdk_pixbuf_read_pixels"),
            newFromData: try library.function("gdk_pixbuf_new_from_data"),
            scaleSimple: try library.function("gdk_pixbuf_scale_simple")
        )
    }
}
