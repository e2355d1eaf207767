internal import CWidgetRender
import Foundation

/// The librsvg functions the renderer calls, from the library opened on first use (see
/// ``SharedLibrary``): SVG symbols and SVG images are drawn with it.
struct Librsvg: Sendable {
    let newFromData: wr_rsvg_handle_new_from_data_fn
    let renderDocument: wr_rsvg_handle_render_document_fn
    let intrinsicSizeInPixels: wr_rsvg_handle_get_intrinsic_size_in_pixels_fn

    /// The library, opened the first time it is asked for.
    ///
    /// - Throws: ``WidgetRenderError`` when librsvg cannot be opened (then every later call
    ///   throws the same error).
    static func shared() throws -> Librsvg {
        try loaded.get()
    }

    private static let loaded: Result<Librsvg, WidgetRenderError> = SharedLibrary.loading {
        #if os(macOS)
            let names = ["librsvg-2.2.dylib"]
        #else
            let names = ["librsvg-2.so.2"]
        #endif
        let library = try SharedLibrary(names, purpose: "SVG symbols and images", package: "librsvg (Debian: librsvg2-2)")
        return Librsvg(
            newFromData: try library.function("rsvg_handle_new_from_data"),
            renderDocument: try library.function("rsvg_handle_render_document"),
            intrinsicSizeInPixels: try library.function("rsvg_handle_get_intrinsic_size_in_pixels")
        )
    }

    /// A handle on the document in `svg`, which the caller releases with `g_object_unref`;
    /// `nil` when librsvg cannot read it, with its message in `reason` when asked for.
    static func handle(_ svg: Data, with rsvg: Librsvg, reason: UnsafeMutablePointer<String>? = nil) -> OpaquePointer? {
        var error: UnsafeMutablePointer<GError>?
        let handle = svg.withUnsafeBytes { raw -> OpaquePointer? in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return nil }
            return rsvg.newFromData(base, gsize(raw.count), &error)
        }
        if let error {
            reason?.pointee = String(cString: error.pointee.message)
            g_error_free(error)
        }
        return handle
    }
}
