internal import CWidgetRender
import Foundation

extension CairoCanvas {
    /// The least device pixels a fill covers before its gradient is painted first (below,
    /// making the image costs more than it saves).
    static let imageSourceFillMinimumPixels = 128 * 128
    /// The most device pixels painted first (an image of 16 MB, more than any widget at 3×);
    /// larger fills composite the gradient directly.
    static let imageSourceFillMaximumPixels = 2048 * 2048

    /// Fills the current path with the current source, when that is a gradient and the fill
    /// is large, by painting the gradient into an image over the fill's device pixels first and
    /// filling with that image at a whole-pixel offset; `false` when the fill is left to
    /// `cairo_fill` (a solid or image source, a small or empty fill, no memory).
    ///
    /// Cairo composites a gradient source onto an antialiased path span by span, evaluating
    /// the gradient for every span; painting it once into an image and filling with that image
    /// (a pixel-for-pixel copy through the path's coverage) takes about half as long (the
    /// figures are in the DocC article *Benchmarks*). The colours are the same
    /// gradient's at the same pixel centres; only the rounding of coverage and colour together
    /// differs, by at most 1 in a channel, at a few edge pixels.
    func fillThroughImageSource() -> Bool {
        withUnsafeContext { CairoCanvas.fillThroughImageSource(on: $0) }
    }

    private static func fillThroughImageSource(on context: OpaquePointer) -> Bool {
        guard let source = cairo_get_source(context) else { return false }
        let type = cairo_pattern_get_type(source)
        guard type == CAIRO_PATTERN_TYPE_LINEAR || type == CAIRO_PATTERN_TYPE_RADIAL || type == CAIRO_PATTERN_TYPE_MESH,
            let region = fillDeviceRegion(of: context)
        else { return false }
        let pixels = region.width * region.height
        guard pixels >= CairoCanvas.imageSourceFillMinimumPixels, pixels <= CairoCanvas.imageSourceFillMaximumPixels else { return false }
        guard let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(region.width), Int32(region.height)) else { return false }
        defer { cairo_surface_destroy(image) }
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS, let painter = cairo_create(image) else { return false }
        // User space to the image's pixels: the canvas's own mapping, moved by the region's
        // origin (a whole number of pixels).
        var toImage = cairo_matrix_t()
        cairo_get_matrix(context, &toImage)
        toImage.x0 -= Double(region.x)
        toImage.y0 -= Double(region.y)
        cairo_set_matrix(painter, &toImage)
        cairo_set_source(painter, source)
        cairo_set_operator(painter, CAIRO_OPERATOR_SOURCE)
        cairo_paint(painter)
        let painted = cairo_status(painter) == CAIRO_STATUS_SUCCESS
        cairo_destroy(painter)
        guard painted, let pattern = cairo_pattern_create_for_surface(image) else { return false }
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_matrix(pattern, &toImage)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
        cairo_save(context)
        cairo_set_source(context, pattern)
        cairo_fill(context)
        cairo_restore(context)
        return true
    }

    /// The whole device pixels the current path's fill can touch: its extents within the
    /// clip's, rounded outwards; `nil` when empty or not finite.
    private static func fillDeviceRegion(of context: OpaquePointer) -> (x: Int, y: Int, width: Int, height: Int)? {
        var fill = (0.0, 0.0, 0.0, 0.0)
        var clip = (0.0, 0.0, 0.0, 0.0)
        cairo_fill_extents(context, &fill.0, &fill.1, &fill.2, &fill.3)
        cairo_clip_extents(context, &clip.0, &clip.1, &clip.2, &clip.3)
        let a = deviceBox(fill, on: context)
        let b = deviceBox(clip, on: context)
        let minX = max(a.minX, b.minX)
        let minY = max(a.minY, b.minY)
        let maxX = min(a.maxX, b.maxX)
        let maxY = min(a.maxY, b.maxY)
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite, maxX > minX, maxY > minY,
            abs(minX) < 1e7, abs(minY) < 1e7, abs(maxX) < 1e7, abs(maxY) < 1e7
        else { return nil }
        let x0 = Int(minX.rounded(.down))
        let y0 = Int(minY.rounded(.down))
        return (x0, y0, Int(maxX.rounded(.up)) - x0, Int(maxY.rounded(.up)) - y0)
    }

    /// The device-space bounding box of a user-space box.
    private static func deviceBox(_ box: (Double, Double, Double, Double), on context: OpaquePointer) -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        var result = (minX: Double.infinity, minY: Double.infinity, maxX: -Double.infinity, maxY: -Double.infinity)
        for (ux, uy) in [(box.0, box.1), (box.2, box.1), (box.0, box.3), (box.2, box.3)] {
            var x = ux
            var y = uy
            cairo_user_to_device(context, &x, &y)
            result = (min(result.minX, x), min(result.minY, y), max(result.maxX, x), max(result.maxY, y))
        }
        return result
    }
}
