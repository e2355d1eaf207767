internal import CWidgetRender
import Foundation

/// Renders SVG documents to premultiplied ARGB32 pixels with librsvg.
enum SVGRasterizer {
    /// The document drawn to fill `width × height` pixels, as Cairo ARGB32 words (premultiplied,
    /// native endian) row by row; `nil` when the SVG cannot be read or drawn.
    static func argb(_ svg: Data, width: Int32, height: Int32) -> [UInt32]? {
        argb(svg, width: width, height: height, offset: .zero, size: CGSize(width: Double(width), height: Double(height)))
    }

    /// The document drawn into the rectangle at `offset` with `size` (pixels) of a
    /// `width × height` raster.
    static func argb(_ svg: Data, width: Int32, height: Int32, offset: CGPoint, size: CGSize) -> [UInt32]? {
        guard width > 0, height > 0, let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else { return nil }
        defer { cairo_destroy(cr) }
        var error: UnsafeMutablePointer<GError>?
        let handle = svg.withUnsafeBytes { raw -> UnsafeMutablePointer<RsvgHandle>? in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return nil }
            return rsvg_handle_new_from_data(base, gsize(raw.count), &error)
        }
        if let error { g_error_free(error) }
        guard let handle else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        var viewport = RsvgRectangle(x: Double(offset.x), y: Double(offset.y), width: Double(size.width), height: Double(size.height))
        var renderError: UnsafeMutablePointer<GError>?
        let ok = TextLock.run(if: mayDrawText(svg)) { rsvg_handle_render_document(handle, cr, &viewport, &renderError) }
        if let renderError { g_error_free(renderError) }
        guard ok != 0 else { return nil }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let base = cairo_image_surface_get_data(surface) else { return nil }
        var out = [UInt32](repeating: 0, count: Int(width) * Int(height))
        for y in 0..<Int(height) {
            let row = UnsafeRawPointer(base + y * stride).bindMemory(to: UInt32.self, capacity: Int(width))
            for x in 0..<Int(width) { out[y * Int(width) + x] = row[x] }
        }
        return out
    }

    /// Whether the document may draw text (holds `<text`), which librsvg lays out with Pango:
    /// it is then drawn under ``TextLock``.
    static func mayDrawText(_ svg: Data) -> Bool {
        svg.range(of: textTag) != nil
    }

    private static let textTag = Data("<text".utf8)

    /// The alpha of each pixel of the document drawn at `width × height`.
    static func alphaRaster(_ svg: Data, width: Int32, height: Int32) -> [UInt8]? {
        argb(svg, width: width, height: height)?.map { UInt8(truncatingIfNeeded: $0 >> 24) }
    }

    /// The document's intrinsic size in pixels (its `width`/`height`, else its view box).
    static func intrinsicSize(_ svg: Data) -> CGSize? {
        var error: UnsafeMutablePointer<GError>?
        let handle = svg.withUnsafeBytes { raw -> UnsafeMutablePointer<RsvgHandle>? in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return nil }
            return rsvg_handle_new_from_data(base, gsize(raw.count), &error)
        }
        if let error { g_error_free(error) }
        guard let handle else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        var w = 0.0, h = 0.0
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &w, &h) != 0, w > 0, h > 0 { return CGSize(width: w, height: h) }
        return ImageHeaderSVG.viewBoxSize(svg)
    }
}

/// Falls back to the view box for SVGs without a pixel size.
enum ImageHeaderSVG {
    static func viewBoxSize(_ svg: Data) -> CGSize? {
        guard let s = String(data: svg.prefix(8192), encoding: .utf8), let r = s.range(of: "viewBox=\"") else { return nil }
        let parts = s[r.upperBound...].prefix { $0 != "\"" }.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
        guard parts.count == 4, parts[2] > 0, parts[3] > 0 else { return nil }
        return CGSize(width: parts[2], height: parts[3])
    }
}
