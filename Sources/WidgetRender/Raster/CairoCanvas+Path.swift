internal import CWidgetRender
import Foundation
import WidgetCore

extension CairoCanvas {
    /// Replaces the current path with `path`; quadratic curves become the equivalent cubics.
    ///
    /// - Returns: `false`, with an empty current path, when a coordinate is not finite (such a
    ///   path is not drawn).
    ///
    /// Points beyond ``DisplayLimits/maximumDeviceCoordinate`` are clamped to it and only the
    /// first ``DisplayLimits/maximumPathElements`` elements are drawn, so no path can overflow
    /// Cairo's fixed-point range or take unbounded time.
    @discardableResult
    func setPath(_ path: Path) -> Bool {
        let limit = Double(DisplayLimits.maximumDeviceCoordinate / max(deviceScale, 1e-9))
        func c(_ p: CGPoint) -> CGPoint { CGPoint(x: min(max(p.x, -limit), limit), y: min(max(p.y, -limit), limit)) }
        return withUnsafeContext { cr in
            cairo_new_path(cr)
            let drawn = path.elements.prefix(DisplayLimits.maximumPathElements)
            guard drawn.allSatisfy(\.isFinite) else { return false }
            var current: CGPoint?
            var subpathStart: CGPoint?
            for element in drawn.map({ $0.clamped(c) }) {
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
    /// The element with every point passed through `clamp`.
    func clamped(_ clamp: (CGPoint) -> CGPoint) -> Path.Element {
        switch self {
        case .move(let p): return .move(to: clamp(p))
        case .line(let p): return .line(to: clamp(p))
        case .quadCurve(let p, let c): return .quadCurve(to: clamp(p), control: clamp(c))
        case .curve(let p, let c1, let c2): return .curve(to: clamp(p), control1: clamp(c1), control2: clamp(c2))
        case .closeSubpath: return .closeSubpath
        }
    }

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
