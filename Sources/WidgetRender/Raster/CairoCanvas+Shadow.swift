internal import CWidgetRender
import Foundation
import WidgetCore

extension CairoCanvas {
    /// Ends the innermost group and composites it over its own shadow: a copy of its alpha
    /// filled with `color`, blurred by `sigma` points and moved by `offset` points.
    func endGroup(withShadow color: RGBA, sigma: CGFloat, offset: CGSize) {
        withUnsafeContext { cr in
            guard let content = cairo_pop_group(cr) else { return }
            defer { cairo_pattern_destroy(content) }
            // The shadow: the content again, in a group of its own, recoloured and blurred.
            cairo_push_group(cr)
            cairo_save(cr)
            cairo_translate(cr, Double(offset.width), Double(offset.height))
            cairo_set_source(cr, content)
            cairo_paint(cr)
            cairo_restore(cr)
            endGroup { plane in
                plane.fillAlpha(with: color)
                plane.blur(sigma: sigma)
            }
            cairo_set_source(cr, content)
            cairo_paint(cr)
        }
    }
}
