internal import CWidgetRender
import Foundation

/// The poppler-glib functions the renderer calls, from the library opened on first use (see
/// ``SharedLibrary``): PDF images (the vector icons of asset catalogs) are drawn with its Cairo
/// backend.
///
/// Decision: opened at run time, as librsvg is, not linked through `CWidgetRender`'s
/// pkg-config: poppler brings a score of libraries (libpoppler, NSS, lcms2, OpenJPEG,
/// libtiff…) that every process would load at start-up for the few renders that draw a PDF.
/// `make deps` installs it (`libpoppler-glib-dev`) like the linked libraries.
struct Poppler: Sendable {
    let documentNewFromBytes: wr_poppler_document_new_from_bytes_fn
    let documentPageCount: wr_poppler_document_get_n_pages_fn
    let documentPage: wr_poppler_document_get_page_fn
    let pageSize: wr_poppler_page_get_size_fn
    let pageRender: wr_poppler_page_render_fn

    /// The library, opened the first time it is asked for.
    ///
    /// - Throws: ``WidgetRenderError`` when poppler-glib cannot be opened (then every later
    ///   call throws the same error).
    static func shared() throws -> Poppler {
        try loaded.get()
    }

    private static let loaded: Result<Poppler, WidgetRenderError> = SharedLibrary.loading {
        #if os(macOS)
            let names = ["libpoppler-glib.8.dylib"]
        #else
            let names = ["libpoppler-glib.so.8"]
        #endif
        let library = try SharedLibrary(names, purpose: "PDF images", package: "poppler-glib (Debian: libpoppler-glib8)")
        return Poppler(
            documentNewFromBytes: try library.function("poppler_document_new_from_bytes"),
            documentPageCount: try library.function("poppler_document_get_n_pages"),
            documentPage: try library.function("poppler_document_get_page"),
            pageSize: try library.function("poppler_page_get_size"),
            pageRender: try library.function("poppler_page_render")
        )
    }
}
