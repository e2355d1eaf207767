internal import CWidgetRender
import Foundation

/// The one page of a PDF image (an asset catalog's vector icon), opened with poppler-glib
/// (``Poppler``) and drawn through its Cairo backend: as vectors into a Cairo context at
/// whatever scale its transform has, or rasterised to pixels.
///
/// Every call into poppler, and the release of the document, holds ``TextLock``: poppler draws
/// a PDF's text with Cairo's FreeType font code, which is not safe on two threads at once.
/// Nothing is cached here: a document is opened for each use (image PDFs are a few KB), and
/// the decoded `LoadedImage`s are kept by ``RenderResources``' bounded cache.
final class PDFPage {
    private let poppler: Poppler
    private let document: OpaquePointer
    private let page: OpaquePointer
    /// The page's size in PDF points (1/72 in, which asset catalogs take as points).
    let size: CGSize

    /// Why a PDF cannot be drawn, for the diagnostic that names the file.
    struct Failure: Error {
        let reason: String
    }

    /// Opens the single page of `data`.
    ///
    /// - Throws: ``Failure`` when the PDF cannot be read, has no page or more than one (an
    ///   image set takes one-page PDFs), or its page is empty; ``WidgetRenderError`` when
    ///   poppler-glib cannot be opened.
    init(_ data: Data) throws {
        let poppler = try Poppler.shared()
        let opened: Result<(OpaquePointer, OpaquePointer, CGSize), Failure> = TextLock.run {
            var error: UnsafeMutablePointer<GError>?
            let bytes = data.withUnsafeBytes { raw in g_bytes_new(raw.baseAddress, gsize(raw.count)) }
            defer { g_bytes_unref(bytes) }
            guard let document = poppler.documentNewFromBytes(bytes, nil, &error) else {
                let reason = error.map { String(cString: $0.pointee.message) } ?? "poppler cannot read it"
                if let error { g_error_free(error) }
                return .failure(Failure(reason: "not a readable PDF (\(reason))"))
            }
            let pages = poppler.documentPageCount(document)
            guard pages == 1, let page = poppler.documentPage(document, 0) else {
                g_object_unref(UnsafeMutableRawPointer(document))
                return .failure(Failure(reason: pages == 1 ? "its page cannot be read" : "a PDF of \(pages) pages; an image set takes a one-page PDF"))
            }
            var w = 0.0
            var h = 0.0
            poppler.pageSize(page, &w, &h)
            guard w.isFinite, h.isFinite, w > 0, h > 0 else {
                g_object_unref(UnsafeMutableRawPointer(page))
                g_object_unref(UnsafeMutableRawPointer(document))
                return .failure(Failure(reason: "its page is \(w) × \(h) pt, empty"))
            }
            return .success((document, page, CGSize(width: w, height: h)))
        }
        (document, page, size) = try opened.get()
        self.poppler = poppler
    }

    deinit {
        TextLock.run {
            g_object_unref(UnsafeMutableRawPointer(page))
            g_object_unref(UnsafeMutableRawPointer(document))
        }
    }

    /// Draws the page's vectors filling `frame` of `cr`'s user space (the caller saves and
    /// restores the context).
    func draw(in frame: CGRect, on cr: OpaquePointer) {
        cairo_translate(cr, Double(frame.minX), Double(frame.minY))
        cairo_scale(cr, Double(frame.width) / Double(size.width), Double(frame.height) / Double(size.height))
        cairo_rectangle(cr, 0, 0, Double(size.width), Double(size.height))
        cairo_clip(cr)
        TextLock.run { poppler.pageRender(page, cr) }
    }

    /// The page drawn to fill `width × height` pixels, as straight-alpha RGBA rows (what
    /// ``ImageDrawing/Source/pixels(width:height:rgba:)`` holds); `nil` when Cairo cannot
    /// allocate the raster.
    func rgba(width: Int, height: Int) -> [UInt8]? {
        guard width > 0, height > 0, let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else { return nil }
        draw(in: CGRect(x: 0, y: 0, width: width, height: height), on: cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let base = cairo_image_surface_get_data(surface) else { return nil }
        var out = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            let row = UnsafeRawPointer(base + y * stride).bindMemory(to: UInt32.self, capacity: width)
            for x in 0..<width {
                // Cairo's ARGB32: premultiplied, one native-endian word per pixel.
                let p = row[x]
                let a = p >> 24
                let o = (y * width + x) * 4
                guard a > 0 else { continue }
                func straight(_ c: UInt32) -> UInt8 { UInt8(min(255, ((c & 0xFF) * 255 + a / 2) / a)) }
                out[o] = straight(p >> 16)
                out[o + 1] = straight(p >> 8)
                out[o + 2] = straight(p)
                out[o + 3] = UInt8(a)
            }
        }
        return out
    }
}
