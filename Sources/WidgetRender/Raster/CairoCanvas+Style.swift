internal import CWidgetRender
import Foundation
import WidgetCore

extension CairoCanvas {
    /// Makes `style` the source: a solid colour, or a gradient whose unit points refer to
    /// `bounds` (in the current user space).
    ///
    /// - Throws: ``WidgetRenderError`` when Cairo cannot create the gradient.
    func setSource(_ style: ResolvedStyle, over bounds: CGRect) throws {
        switch style {
        case .color(let c):
            withUnsafeContext { cairo_set_source_rgba($0, c.red, c.green, c.blue, c.alpha) }
        case .linearGradient(let stops, let start, let end):
            let pattern = try CairoPattern(linearFrom: start.point(in: bounds), to: end.point(in: bounds), stops: stops)
            setSource(pattern)
        case .radialGradient(let stops, let center, let startRadius, let endRadius):
            let pattern = try CairoPattern(
                radialAround: center.point(in: bounds), startRadius: startRadius, endRadius: endRadius, stops: stops
            )
            setSource(pattern)
        case .pattern(let p):
            setSource(try CairoPattern(p, over: bounds))
        }
    }

    private func setSource(_ pattern: CairoPattern) {
        withUnsafeContext { cr in pattern.withUnsafePattern { cairo_set_source(cr, $0) } }
    }
}
