internal import CWidgetRender
import Foundation

/// Mutable access to a surface's premultiplied ARGB32 pixels (one native-endian word each).
struct PixelWords {
    let base: UnsafeMutableRawPointer
    let width: Int
    let height: Int
    let stride: Int
    /// Where pixel (0, 0) lies on the canvas, in device pixels.
    let originX: Int
    let originY: Int

    /// The row `y`, `width` words.
    func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
        (base + y * stride).bindMemory(to: UInt32.self, capacity: width)
    }
}

extension CairoCanvas {
    /// Ends the innermost group, lends its pixels to `body` (which may change them) and
    /// returns it as a pattern to composite.
    func endGroup(withPixels body: (PixelWords) -> Void) -> GroupPattern? {
        guard let group = endGroupAsPattern() else { return nil }
        var surface: OpaquePointer?
        guard cairo_pattern_get_surface(group.pattern, &surface) == CAIRO_STATUS_SUCCESS, let surface,
            cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE
        else { return group }
        CairoCanvas.withPixels(of: surface, body)
        return group
    }

    /// Lends the canvas surface's own pixels to `body`.
    func withCanvasPixels(_ body: (PixelWords) -> Void) {
        surface.withUnsafeSurface { CairoCanvas.withPixels(of: $0, body) }
    }

    private static func withPixels(of surface: OpaquePointer, _ body: (PixelWords) -> Void) {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        var dx = 0.0
        var dy = 0.0
        cairo_surface_get_device_offset(surface, &dx, &dy)
        let words = PixelWords(
            base: UnsafeMutableRawPointer(data),
            width: Int(cairo_image_surface_get_width(surface)), height: Int(cairo_image_surface_get_height(surface)),
            stride: Int(cairo_image_surface_get_stride(surface)), originX: Int(-dx.rounded()), originY: Int(-dy.rounded())
        )
        body(words)
        cairo_surface_mark_dirty(surface)
    }

    /// Paints `pattern` with the current clip.
    func paint(_ pattern: GroupPattern?) {
        guard let pattern else { return }
        withUnsafeContext { cr in
            cairo_set_source(cr, pattern.pattern)
            cairo_paint(cr)
        }
    }

    /// Fills `rect` (points) with `color`, inside the current clip.
    func fill(_ color: RGBA, in rect: CGRect) {
        withUnsafeContext { cr in
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
            cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
            cairo_fill(cr)
        }
    }

    /// Paints premultiplied ARGB32 `words` (`width × height`, device pixels, from the canvas
    /// origin) inside the current clip. Cairo only reads them.
    func paintDeviceWords(_ words: [UInt32], width: Int, height: Int) {
        var copy = words  // a unique buffer Cairo may point into while it paints
        copy.withUnsafeMutableBytes { raw in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self),
                let image = cairo_image_surface_create_for_data(base, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(width * 4))
            else { return }
            defer { cairo_surface_destroy(image) }
            withUnsafeContext { cr in
                cairo_save(cr)
                cairo_identity_matrix(cr)
                cairo_set_source_surface(cr, image, 0, 0)
                cairo_paint(cr)
                cairo_restore(cr)
            }
            cairo_surface_finish(image)
        }
    }

    /// Fills the current clip with `color` through `mask`'s alpha.
    func fill(_ color: RGBA, maskedBy mask: GroupPattern?) {
        guard let mask else { return }
        withUnsafeContext { cr in
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
            cairo_mask(cr, mask.pattern)
        }
    }

    /// Replaces each pixel by black with alpha = its Rec. 709 luminance × its alpha
    /// (``LuminanceWeights``), as `luminanceToAlpha()` does.
    static func luminanceToAlpha(_ pixels: PixelWords) {
        for y in 0..<pixels.height {
            let row = pixels.row(y)
            for x in 0..<pixels.width {
                let w = row[x]
                // On premultiplied channels the weighted sum is luminance × alpha already.
                row[x] = UInt32(LuminanceWeights.premultipliedLuminance(w)) << 24
            }
        }
    }
}

/// The Rec. 709 luminance weights that `luminanceToAlpha()`, the desaturated image modes and
/// the vibrant mode use, on sRGB values as stored (the colour space is not documented; this
/// is the project's choice, as OpenSwiftUI's).
enum LuminanceWeights {
    static let red = 0.2126
    static let green = 0.7152
    static let blue = 0.0722

    /// The luminance of straight sRGB components in 0…1.
    static func luminance(_ r: Double, _ g: Double, _ b: Double) -> Double {
        red * r + green * g + blue * b
    }

    /// Luminance × alpha of a premultiplied ARGB32 word, 0…255, rounded.
    @inline(__always)
    static func premultipliedLuminance(_ word: UInt32) -> UInt32 {
        // Fixed point: 0.2126, 0.7152, 0.0722 × 65536 (sum 65536).
        let r = (word >> 16) & 0xFF
        let g = (word >> 8) & 0xFF
        let b = word & 0xFF
        return (r * 13933 + g * 46871 + b * 4732 + 32768) >> 16
    }
}
