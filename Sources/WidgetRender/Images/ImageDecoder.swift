internal import CWidgetRender
import Foundation
import WidgetCore

/// Decodes encoded images (PNG, JPEG, GIF, BMP, TIFF through gdk-pixbuf; SVG through librsvg;
/// PDF through poppler) into what the rasteriser draws, downsampling very large pictures.
enum ImageDecoder {
    /// The longest side, in pixels, a decoded picture keeps: larger ones are downsampled to
    /// it (2048 px is beyond every widget's pixel size: systemExtraLarge on a 13-inch iPad is
    /// about 1,500 px wide).
    static let maximumSide = 2048
    /// Pictures above this many pixels are reported: far over any widget's size, and iOS
    /// stops widget extensions that use more than about 40 MB (a 10-megapixel RGBA bitmap).
    static let reportedPixelCount = 4 * 2048 * 2048 / 4

    /// The image in `data` at `scale` pixels per point; `description` names it in messages.
    /// A PDF is kept as vectors, or with `pdfRasterScale` rasterised at that many pixels per
    /// point (``decodePDF(_:scale:rasterScale:description:)``).
    static func decode(_ data: Data, scale: CGFloat, description: String, pdfRasterScale: CGFloat? = nil) -> AssetLookup<LoadedImage> {
        let s = scale.isFinite && scale > 0 ? scale : 1
        if isPDF(data) {
            return decodePDF(data, scale: s, rasterScale: pdfRasterScale, description: description)
        }
        if isSVG(data) {
            let size: CGSize?
            let drawn: Bool
            do {
                size = try SVGRasterizer.intrinsicSize(data)
                drawn = try SVGRasterizer.argb(data, width: 1, height: 1) != nil
            } catch {
                return AssetLookup(nil, diagnostics: [Diagnostic(.unreadableImage, "\(description) cannot be drawn: \(error); a placeholder is drawn.")])
            }
            guard let size, drawn else {
                return AssetLookup(nil, diagnostics: [Diagnostic(.unreadableImage, "\(description) is not a valid SVG; a placeholder is drawn. Check the file.")])
            }
            return AssetLookup(LoadedImage(source: .svg(data), size: CGSize(width: size.width / s, height: size.height / s)))
        }
        let decoded: (Int, Int, [UInt8])?
        do {
            decoded = try pixbufDecode(data)
        } catch {
            return AssetLookup(nil, diagnostics: [Diagnostic(.unreadableImage, "\(description) cannot be decoded: \(error); a placeholder is drawn.")])
        }
        guard let (width, height, rgba) = decoded else {
            return AssetLookup(nil, diagnostics: [Diagnostic(.unreadableImage, "\(description) cannot be decoded (not a PNG, JPEG, GIF, BMP, TIFF or SVG, or corrupt); a placeholder is drawn. Check the file.")])
        }
        var diagnostics: [Diagnostic] = []
        var (w, h, pixels) = (width, height, rgba)
        if width * height > reportedPixelCount {
            diagnostics.append(
                Diagnostic(
                    .limitExceeded,
                    "\(description) is \(width)×\(height) pixels (\(width * height * 4 / 1_000_000) MB decoded), far over any widget's size; iOS stops widget extensions above about 40 MB. It is downsampled to \(maximumSide) px; ship a smaller image."))
        }
        if max(width, height) > maximumSide, let scaled = downsample(width, height, rgba) {
            (w, h, pixels) = scaled
        }
        // The point size is the original's, whatever the pixels were downsampled to.
        let size = CGSize(width: CGFloat(width) / s, height: CGFloat(height) / s)
        return AssetLookup(LoadedImage(source: .pixels(width: w, height: h, rgba: pixels), size: size), diagnostics: diagnostics)
    }

    static func isSVG(_ data: Data) -> Bool {
        guard let head = String(data: data.prefix(1024), encoding: .utf8) else { return false }
        return head.contains("<svg")
    }

    static func isPDF(_ data: Data) -> Bool { data.starts(with: Array("%PDF".utf8)) }

    /// Straight-alpha RGBA from gdk-pixbuf, or `nil` when the data is not an image it reads.
    ///
    /// - Throws: ``WidgetRenderError`` when gdk-pixbuf cannot be opened.
    private static func pixbufDecode(_ data: Data) throws -> (Int, Int, [UInt8])? {
        let gdk = try GdkPixbuf.shared()
        guard !data.isEmpty, let loader = gdk.loaderNew() else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
        var error: UnsafeMutablePointer<GError>?
        let wrote = data.withUnsafeBytes { raw -> gboolean in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return 0 }
            return gdk.loaderWrite(loader, base, gsize(raw.count), &error)
        }
        if let e = error { g_error_free(e) }
        var closeError: UnsafeMutablePointer<GError>?
        let closed = gdk.loaderClose(loader, &closeError)
        if let e = closeError { g_error_free(e) }
        guard wrote != 0, closed != 0, let pixbuf = gdk.loaderGetPixbuf(loader) else { return nil }
        return rgba(of: pixbuf, with: gdk)
    }

    private static func rgba(of pixbuf: OpaquePointer, with gdk: GdkPixbuf) -> (Int, Int, [UInt8])? {
        let w = Int(gdk.width(pixbuf))
        let h = Int(gdk.height(pixbuf))
        let channels = Int(gdk.channels(pixbuf))
        let stride = Int(gdk.rowstride(pixbuf))
        let hasAlpha = gdk.hasAlpha(pixbuf) != 0
        guard w > 0, h > 0, channels >= 3, gdk.bitsPerSample(pixbuf) == 8, let base = gdk.readPixels(pixbuf) else { return nil }
        var out = [UInt8](repeating: 255, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                let p = base + y * stride + x * channels
                let o = (y * w + x) * 4
                out[o] = p[0]
                out[o + 1] = p[1]
                out[o + 2] = p[2]
                if hasAlpha && channels >= 4 { out[o + 3] = p[3] }
            }
        }
        return (w, h, out)
    }

    /// The picture scaled down so its longest side is ``maximumSide`` (bilinear).
    private static func downsample(_ w: Int, _ h: Int, _ rgba: [UInt8]) -> (Int, Int, [UInt8])? {
        guard let gdk = try? GdkPixbuf.shared() else { return nil }  // it decoded the picture
        let k = Double(maximumSide) / Double(max(w, h))
        let nw = max(1, Int((Double(w) * k).rounded()))
        let nh = max(1, Int((Double(h) * k).rounded()))
        var copy = rgba
        return copy.withUnsafeMutableBytes { raw -> (Int, Int, [UInt8])? in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress,
                let source = gdk.newFromData(base, Int32(WR_GDK_COLORSPACE_RGB), 1, 8, Int32(w), Int32(h), Int32(w * 4), nil, nil)
            else { return nil }
            defer { g_object_unref(UnsafeMutableRawPointer(source)) }
            guard let scaled = gdk.scaleSimple(source, Int32(nw), Int32(nh), Int32(WR_GDK_INTERP_BILINEAR)) else { return nil }
            defer { g_object_unref(UnsafeMutableRawPointer(scaled)) }
            return ImageDecoder.rgba(of: scaled, with: gdk)
        }
    }
}
