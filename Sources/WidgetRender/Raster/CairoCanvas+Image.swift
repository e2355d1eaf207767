internal import CWidgetRender
import Foundation
import WidgetCore

extension CairoCanvas {
    /// Draws `image` into its frame: pixels scaled with its interpolation, SVG and PDF
    /// rendered at the frame's size; a template image's alpha is filled with its style.
    ///
    /// - Throws: ``WidgetRenderError`` when the pixels do not match their size, the SVG cannot
    ///   be read, or Cairo cannot allocate the image.
    func draw(_ image: ImageDrawing) throws {
        let frame = image.frame
        guard frame.width > 0, frame.height > 0 else { return }
        save()
        defer { restore() }
        if case .svg(let data) = image.source, try drawCachedSVG(data, in: frame, template: image.templateStyle) { return }
        if image.templateStyle != nil { beginGroup() }
        switch image.source {
        case .pixels(let width, let height, let rgba):
            try drawPixels(width: width, height: height, rgba: rgba, in: frame, interpolation: image.interpolation)
        case .svg(let data):
            try drawSVG(data, in: frame)
        case .pdf(let data):
            try drawPDF(data, in: frame)
        }
        if let style = image.templateStyle {
            let alpha = endGroupAsPattern()
            try setSource(style, over: frame)
            withUnsafeContext { cr in if let alpha { cairo_mask(cr, alpha.pattern) } }
        }
    }

    /// Draws an SVG from the raster cache when the transform is a scale and translation (the
    /// usual case): rendered once per document, device size and quarter-pixel offset. Returns
    /// `false` (nothing drawn) when the transform rotates or skews, or the raster would be over
    /// 4096² pixels.
    private func drawCachedSVG(_ data: Data, in frame: CGRect, template: ResolvedStyle?) throws -> Bool {
        var m = cairo_matrix_t()
        withUnsafeContext { cairo_get_matrix($0, &m) }
        guard m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0 else { return false }
        let x = m.xx * Double(frame.minX) + m.x0
        let y = m.yy * Double(frame.minY) + m.y0
        let w = m.xx * Double(frame.width)
        let h = m.yy * Double(frame.height)
        // Over 4096² device pixels, drawSVG rasterises it at most 4096 pixels a side, scaled up.
        guard w.isFinite, h.isFinite, x.isFinite, y.isFinite, w * h <= 4096 * 4096 else { return false }
        let ox = x.rounded(.down)
        let oy = y.rounded(.down)
        let dx = ((x - ox) * 4).rounded(.down)
        let dy = ((y - oy) * 4).rounded(.down)
        let key = SVGRasterCache.Key(svg: [UInt8](data), width: Int(truncatingIfNeeded: w.bitPattern), height: Int(truncatingIfNeeded: h.bitPattern), dx: Int(dx), dy: Int(dy))
        let raster = try SVGRasterCache.shared.raster(for: key) {
            let pw = Int32((dx / 4 + w).rounded(.up))
            let ph = Int32((dy / 4 + h).rounded(.up))
            return try SVGRasterizer.argb(data, width: pw, height: ph, offset: CGPoint(x: dx / 4, y: dy / 4), size: CGSize(width: w, height: h))
                .map { SVGRasterCache.Raster(width: pw, height: ph, pixels: $0) }
        }
        guard let raster else {
            throw WidgetRenderError("cannot draw an SVG image of \(data.count) bytes; check the file is a valid SVG")
        }
        guard raster.width > 0, raster.height > 0 else { return true }
        var pixels = raster.pixels
        try pixels.withUnsafeMutableBytes { raw in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self),
                let surface = cairo_image_surface_create_for_data(base, CAIRO_FORMAT_ARGB32, raster.width, raster.height, raster.width * 4)
            else {
                throw WidgetRenderError("cannot allocate a \(raster.width)×\(raster.height) image; free some memory and try again")
            }
            defer { cairo_surface_destroy(surface) }
            if let template { try setSource(template, over: frame) }
            withUnsafeContext { cr in
                cairo_identity_matrix(cr)
                if template != nil {
                    cairo_mask_surface(cr, surface, ox, oy)
                } else {
                    cairo_set_source_surface(cr, surface, ox, oy)
                    cairo_paint(cr)
                }
            }
        }
        return true
    }

    private func drawPixels(width: Int, height: Int, rgba: [UInt8], in frame: CGRect, interpolation: ImageDrawing.Interpolation) throws {
        guard width > 0, height > 0, rgba.count == width * height * 4 else {
            throw WidgetRenderError("an image of \(width)×\(height) pixels needs \(width * height * 4) RGBA bytes, got \(rgba.count); decode the image again")
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw WidgetRenderError("cannot allocate a \(width)×\(height) image; free some memory and try again")
        }
        defer { cairo_surface_destroy(surface) }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let base = cairo_image_surface_get_data(surface) else {
            throw WidgetRenderError("cannot allocate a \(width)×\(height) image; free some memory and try again")
        }
        // Cairo's ARGB32 is premultiplied, one native-endian 32-bit word per pixel.
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(base + y * stride).bindMemory(to: UInt32.self, capacity: width)
            for x in 0..<width {
                let i = (y * width + x) * 4
                let a = UInt32(rgba[i + 3])
                let r = (UInt32(rgba[i]) * a + 127) / 255
                let g = (UInt32(rgba[i + 1]) * a + 127) / 255
                let b = (UInt32(rgba[i + 2]) * a + 127) / 255
                row[x] = a << 24 | r << 16 | g << 8 | b
            }
        }
        cairo_surface_mark_dirty(surface)
        withUnsafeContext { cr in
            cairo_translate(cr, Double(frame.minX), Double(frame.minY))
            cairo_scale(cr, Double(frame.width) / Double(width), Double(frame.height) / Double(height))
            cairo_set_source_surface(cr, surface, 0, 0)
            let filter: cairo_filter_t
            switch interpolation {
            case .none: filter = CAIRO_FILTER_NEAREST
            case .low: filter = CAIRO_FILTER_FAST
            case .medium: filter = CAIRO_FILTER_GOOD
            case .high: filter = CAIRO_FILTER_BEST
            }
            cairo_pattern_set_filter(cairo_get_source(cr), filter)
            cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
            cairo_rectangle(cr, 0, 0, Double(width), Double(height))
            cairo_fill(cr)
        }
    }

    private func drawSVG(_ data: Data, in frame: CGRect) throws {
        // A frame that the transform squeezes under a thousandth of a pixel (or sends to
        // infinity) covers no pixel; librsvg refuses its viewport ("InvalidSize"), which would
        // fail the whole render for nothing visible.
        var m = cairo_matrix_t()
        withUnsafeContext { cairo_get_matrix($0, &m) }
        let w = Double(frame.width)
        let h = Double(frame.height)
        let deviceWidth = (m.xx * w).magnitude + (m.yx * w).magnitude
        let deviceHeight = (m.xy * h).magnitude + (m.yy * h).magnitude
        let visible =
            deviceWidth.isFinite && deviceHeight.isFinite && deviceWidth >= 1e-3 && deviceHeight >= 1e-3
            && (m.xx * m.yy - m.xy * m.yx).magnitude > 1e-12
        // Under a rotating, skewing or flipping transform the document is drawn upright at
        // the device's resolution and that raster through the transform: librsvg refuses some
        // documents there (a mask makes it size a layer it cannot, "InvalidSize", and the
        // failure leaves the Cairo context in an error state that fails the rest of the
        // render).
        // A document stretched far past the canvas (a resizable symbol in a huge frame) is
        // rasterised at most 4096 pixels a side and scaled up: librsvg cannot size a masked
        // document's layer at that size either.
        // The raster may come from the disk cache, so this is tried before librsvg is opened.
        let huge = deviceWidth * deviceHeight > 4096 * 4096
        let scale = min(max(deviceWidth / w, deviceHeight / h), 4096 / w, 4096 / h)
        if visible, m.xy != 0 || m.yx != 0 || m.xx <= 0 || m.yy <= 0 || huge, try drawSVGRaster(data, in: frame, scale: scale) { return }
        let rsvg = try Librsvg.shared()
        var reason = "no data"
        guard let handle = Librsvg.handle(data, with: rsvg, reason: &reason) else {
            throw WidgetRenderError("cannot read an SVG image of \(data.count) bytes: \(reason); check the file is a valid SVG")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        guard visible else { return }
        var viewport = wr_rsvg_rectangle(x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height))
        var renderError: UnsafeMutablePointer<GError>?
        let ok = withUnsafeContext { cr in
            TextLock.run(if: SVGRasterizer.mayDrawText(data)) { rsvg.renderDocument(handle, cr, &viewport, &renderError) }
        }
        if ok == 0 {
            let reason = renderError.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if let renderError { g_error_free(renderError) }
            throw WidgetRenderError("cannot draw an SVG image: \(reason); check the file is a valid SVG")
        }
    }

    /// Draws `data` rasterised upright at `scale` pixels per point into `frame` through the
    /// current transform; false when it cannot be rasterised (or would exceed 4096 pixels a
    /// side).
    private func drawSVGRaster(_ data: Data, in frame: CGRect, scale: Double) throws -> Bool {
        let pw = (Double(frame.width) * scale).rounded(.up)
        let ph = (Double(frame.height) * scale).rounded(.up)
        guard scale.isFinite, scale > 0, pw >= 1, ph >= 1, pw <= 4096, ph <= 4096 else { return false }
        let width = Int32(pw)
        let height = Int32(ph)
        guard var pixels = try SVGRasterizer.argb(data, width: width, height: height) else { return false }
        try pixels.withUnsafeMutableBytes { raw in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self),
                let surface = cairo_image_surface_create_for_data(base, CAIRO_FORMAT_ARGB32, width, height, width * 4)
            else {
                throw WidgetRenderError("cannot allocate a \(width)×\(height) image; free some memory and try again")
            }
            defer { cairo_surface_destroy(surface) }
            withUnsafeContext { cr in
                cairo_translate(cr, Double(frame.minX), Double(frame.minY))
                cairo_scale(cr, Double(frame.width) / pw, Double(frame.height) / ph)
                cairo_set_source_surface(cr, surface, 0, 0)
                cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
                cairo_paint(cr)
            }
        }
        return true
    }
}
