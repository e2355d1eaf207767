internal import CWidgetRender
import Foundation
import WidgetCore

extension CairoCanvas {
    /// Strokes the current path with the current source and `style`'s line settings.
    ///
    /// A dash pattern Cairo would reject (a negative length, all lengths zero, a non-finite
    /// value) is ignored and the line drawn solid, instead of putting the context in an error
    /// state.
    func stroke(_ style: StrokeStyle) {
        withUnsafeContext { cr in
            let width = style.lineWidth.isFinite ? min(max(style.lineWidth, 0), maximumStrokeWidth) : 1
            cairo_set_line_width(cr, Double(width))
            cairo_set_line_cap(cr, CairoCanvas.cairoCap(style.lineCap))
            cairo_set_line_join(cr, CairoCanvas.cairoJoin(style.lineJoin))
            cairo_set_miter_limit(cr, style.miterLimit.isFinite ? max(Double(style.miterLimit), 1) : 10)
            let dash = style.dash.map(Double.init)
            let dashIsValid = !dash.isEmpty && dash.allSatisfy { $0.isFinite && $0 >= 0 } && dash.contains { $0 > 0 }
            if dashIsValid {
                let phase = style.dashPhase.isFinite ? Double(style.dashPhase) : 0
                cairo_set_dash(cr, dash, Int32(clamping: dash.count), phase)
            } else {
                cairo_set_dash(cr, nil, 0, 0)
            }
            if width > 0 {
                cairo_stroke(cr)
            } else {
                cairo_new_path(cr)
            }
        }
    }

    private static func cairoCap(_ cap: LineCap) -> cairo_line_cap_t {
        switch cap {
        case .butt: return CAIRO_LINE_CAP_BUTT
        case .round: return CAIRO_LINE_CAP_ROUND
        case .square: return CAIRO_LINE_CAP_SQUARE
        }
    }

    private static func cairoJoin(_ join: LineJoin) -> cairo_line_join_t {
        switch join {
        case .miter: return CAIRO_LINE_JOIN_MITER
        case .round: return CAIRO_LINE_JOIN_ROUND
        case .bevel: return CAIRO_LINE_JOIN_BEVEL
        }
    }
}
