internal import CWidgetRender
import Foundation
import WidgetCore

extension CairoCanvas {
    /// Replaces the current path with `path`; quadratic curves become the equivalent cubics.
    ///
    /// - Returns: `false`, with an empty current path, when a coordinate is not finite (such a
    ///   path is not drawn).
    @discardableResult
    func setPath(_ path: Path) -> Bool {
        withUnsafeContext { cr in
            cairo_new_path(cr)
            guard path.elements.allSatisfy(\.isFinite) else { return false }
            var current: CGPoint?
            var subpathStart: CGPoint?
            for element in path.elements {
                switch element {
                case .move(let p):
                    cairo_move_to(cr, p.x, p.y)
                    current = p
                    subpathStart = p
                case .line(let p):
                    cairo_line_to(cr, p.x, p.y)
                    current = p
                case .quadCurve(let p, let c):
                    // A quadratic from p0 with control c is the cubic with controls
                    // p0 + 2/3 (c − p0) and p + 2/3 (c − p).
                    let p0 = current ?? c
                    if current == nil { cairo_move_to(cr, c.x, c.y) }
                    cairo_curve_to(
                        cr,
                        p0.x + 2 / 3 * (c.x - p0.x), p0.y + 2 / 3 * (c.y - p0.y),
                        p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y),
                        p.x, p.y
                    )
                    current = p
                case .curve(let p, let c1, let c2):
                    cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                    current = p
                case .closeSubpath:
                    cairo_close_path(cr)
                    current = subpathStart
                }
            }
            return true
        }
    }
}

extension Path.Element {
    /// Whether every coordinate of the element is finite.
    var isFinite: Bool {
        switch self {
        case .move(let p), .line(let p): return p.isFinite
        case .quadCurve(let p, let c): return p.isFinite && c.isFinite
        case .curve(let p, let c1, let c2): return p.isFinite && c1.isFinite && c2.isFinite
        case .closeSubpath: return true
        }
    }
}

extension CGPoint {
    /// Whether both coordinates are finite.
    var isFinite: Bool { x.isFinite && y.isFinite }
}
