internal import CWidgetRender
import Foundation
import WidgetCore

extension CairoCanvas {
    /// Saves the state and applies `transform` to user space. A transform that cannot be
    /// inverted (a scale of 0) or is not finite clips everything away instead: the items
    /// inside draw nothing, as in SwiftUI.
    func beginTransform(_ t: EffectTransform) {
        save()
        withUnsafeContext { cr in
            let det = t.a * t.d - t.b * t.c
            guard t.isFinite, abs(det) > 1e-12 else {
                cairo_new_path(cr)
                cairo_rectangle(cr, 0, 0, 0, 0)
                cairo_clip(cr)
                return
            }
            var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
            cairo_transform(cr, &m)
        }
    }

    /// Ends the innermost group and composites it onto the canvas with `mode`.
    func endGroup(blendingWith mode: BlendMode) {
        withUnsafeContext { cr in
            cairo_pop_group_to_source(cr)
            cairo_set_operator(cr, CairoCanvas.cairoOperator(mode))
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        }
    }

    /// Ends the innermost group, runs `filter` over its pixels (premultiplied BGRA as Cairo
    /// keeps them, `stride` bytes a row, with the device scale), and composites the result.
    func endGroup(filteringPixels filter: (inout PixelPlane) -> Void) {
        withUnsafeContext { cr in
            guard let pattern = cairo_pop_group(cr) else { return }
            defer { cairo_pattern_destroy(pattern) }
            var surface: OpaquePointer?
            if cairo_pattern_get_surface(pattern, &surface) == CAIRO_STATUS_SUCCESS, let surface,
                cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE
            {
                cairo_surface_flush(surface)
                let width = Int(cairo_image_surface_get_width(surface))
                let height = Int(cairo_image_surface_get_height(surface))
                let stride = Int(cairo_image_surface_get_stride(surface))
                if let data = cairo_image_surface_get_data(surface), width > 0, height > 0 {
                    var plane = PixelPlane(data: data, width: width, height: height, stride: stride, scale: deviceScale)
                    filter(&plane)
                }
                cairo_surface_mark_dirty(surface)
            }
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
        }
    }

    /// Cairo's operator for a blend mode (`.plusDarker` has none: multiply).
    static func cairoOperator(_ mode: BlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: return CAIRO_OPERATOR_OVER
        case .multiply, .plusDarker: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .plusLighter: return CAIRO_OPERATOR_ADD
        }
    }
}
