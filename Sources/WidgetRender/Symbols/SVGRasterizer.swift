internal import CWidgetRender
import Foundation

/// Renders SVG documents to premultiplied ARGB32 pixels with librsvg (opened on first use),
/// through the rasters kept on disk (``SVGRasterDiskCache``).
enum SVGRasterizer {
    /// The document drawn to fill `width × height` pixels, as Cairo ARGB32 words (premultiplied,
    /// native endian) row by row; `nil` when the SVG cannot be read or drawn.
    ///
    /// - Throws: ``WidgetRenderError`` when librsvg cannot be opened.
    static func argb(_ svg: Data, width: Int32, height: Int32) throws -> [UInt32]? {
        try argb(svg, width: width, height: height, offset: .zero, size: CGSize(width: Double(width), height: Double(height)))
    }

    /// The document drawn into the rectangle at `offset` with `size` (pixels) of a
    /// `width × height` raster: the raster kept on disk when there is one, else drawn by
    /// librsvg (and kept).
    ///
    /// - Throws: ``WidgetRenderError`` when librsvg is needed and cannot be opened.
    static func argb(_ svg: Data, width: Int32, height: Int32, offset: CGPoint, size: CGSize) throws -> [UInt32]? {
        guard width > 0, height > 0 else { return nil }
        let key = SVGRasterDiskCache.Key(svg: svg, width: width, height: height, rect: CGRect(origin: offset, size: size))
        if let kept = SVGRasterDiskCache.shared?.pixels(for: key) { return kept }
        let rsvg = try Librsvg.shared()
        guard let pixels = draw(svg, width: width, height: height, viewport: key.rect, with: rsvg) else { return nil }
        SVGRasterDiskCache.shared?.store(pixels, for: key, drawnWith: unsafeBitCast(rsvg.renderDocument, to: UnsafeRawPointer.self))
        return pixels
    }

    /// The document drawn by librsvg (no cache) into `rect` of a `width × height` raster.
    static func draw(_ svg: Data, width: Int32, height: Int32, viewport rect: CGRect, with rsvg: Librsvg) -> [UInt32]? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else { return nil }
        defer { cairo_destroy(cr) }
        guard let handle = Librsvg.handle(svg, with: rsvg) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        var viewport = wr_rsvg_rectangle(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
        var renderError: UnsafeMutablePointer<GError>?
        let ok = TextLock.run(if: mayDrawText(svg)) { rsvg.renderDocument(handle, cr, &viewport, &renderError) }
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
    ///
    /// - Throws: ``WidgetRenderError`` when librsvg is needed and cannot be opened.
    static func alphaRaster(_ svg: Data, width: Int32, height: Int32) throws -> [UInt8]? {
        try argb(svg, width: width, height: height)?.map { UInt8(truncatingIfNeeded: $0 >> 24) }
    }

    /// The document's intrinsic size in pixels (its `width`/`height`, else its view box).
    ///
    /// - Throws: ``WidgetRenderError`` when librsvg cannot be opened.
    static func intrinsicSize(_ svg: Data) throws -> CGSize? {
        let rsvg = try Librsvg.shared()
        guard let handle = Librsvg.handle(svg, with: rsvg) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        var w = 0.0
        var h = 0.0
        if rsvg.intrinsicSizeInPixels(handle, &w, &h) != 0, w > 0, h > 0 { return CGSize(width: w, height: h) }
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
