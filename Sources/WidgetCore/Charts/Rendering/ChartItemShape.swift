import Foundation

/// One item of a chart's plot as a shape: its geometry in plot fractions drawn into the plot's
/// rectangle (x from the leading edge, y from the bottom).
struct ChartItemShape: Shape {
    let geometry: ChartPlotItem.Geometry
    /// The parts of the plot the scales span; a pie's sectors use the whole plot.
    var ranges = ChartRanges()

    var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }

    func path(in plot: CGRect) -> Path {
        let rect = ranges.inner(plot)
        func x(_ f: CGFloat) -> CGFloat { rect.minX + f * rect.width }
        func y(_ f: CGFloat) -> CGFloat { rect.maxY - f * rect.height }
        func point(_ p: CGPoint) -> CGPoint { CGPoint(x: x(p.x), y: y(p.y)) }
        switch geometry {
        case .rectangle(let xs, let ys, let radius):
            let (x0, x1) = ChartItemShape.ends(xs, origin: rect.minX, length: rect.width, flipped: false)
            let (y0, y1) = ChartItemShape.ends(ys, origin: rect.minY, length: rect.height, flipped: true)
            let box = CGRect(x: x0, y: y0, width: max(x1 - x0, 0), height: max(y1 - y0, 0))
            let r = min(radius, box.width / 2, box.height / 2)
            return r > 0 ? Path(roundedRect: box, cornerRadius: r) : Path(box)
        case .line(let points, let method):
            return ChartCurve.path(points.map(point), method)
        case .area(let top, let bottom, let method):
            guard top.count > 1 else { return Path() }
            var path = ChartCurve.path(top.map(point), method)
            ChartCurve.add(bottom.reversed().map(point), ChartCurve.reversed(method), to: &path, connecting: true)
            path.closeSubpath()
            return path
        case .symbol(let p, let symbol, let area):
            return ChartSymbols.path(symbol, at: point(p), area: area)
        case .rule(let from, let to, let outside):
            var path = Path()
            path.move(to: point(from))
            path.addLine(to: CGPoint(x: x(to.x) + outside.width, y: y(to.y) - outside.height))
            return path
        case .sector(let start, let end, let inner, let outer, let inset):
            return ChartItemShape.sector(in: plot, start: start, end: end, inner: inner, outer: outer, inset: inset)
        }
    }

    /// A span's ends in points along an axis of the plot (`flipped`: fractions from the bottom).
    static func ends(_ span: ChartSpan, origin: CGFloat, length: CGFloat, flipped: Bool) -> (CGFloat, CGFloat) {
        func at(_ f: CGFloat) -> CGFloat { flipped ? origin + (1 - f) * length : origin + f * length }
        switch span {
        case .fraction(let a, let b):
            return (min(at(a), at(b)), max(at(a), at(b)))
        case .points(let centre, let width):
            let width = width.isFinite ? min(max(width, 0), length * 4) : ChartStyleConstants.barNumericWidth
            return (at(centre) - width / 2, at(centre) + width / 2)
        case .inset(let a, let b, let points):
            let (lo, hi) = (min(at(a), at(b)), max(at(a), at(b)))
            let inset = points.isFinite ? min(max(points, 0) / 2, (hi - lo) / 2) : 0
            return (lo + inset, hi - inset)
        }
    }

    static func sector(in rect: CGRect, start: Double, end: Double, inner: MarkDimension, outer: MarkDimension, inset: CGFloat) -> Path {
        let centre = CGPoint(x: rect.midX, y: rect.midY)
        let full = min(rect.width, rect.height) / 2
        func radius(_ d: MarkDimension, automatic: CGFloat, base: CGFloat) -> CGFloat {
            switch d.finite {
            case .automatic: return automatic
            case .ratio(let r): return max(min(r, 1), 0) * full
            case .fixed(let p): return min(max(p, 0), full)
            case .inset(let p): return max(base - p, 0)
            }
        }
        let r1 = radius(outer, automatic: full, base: full)
        let r0 = min(radius(inner, automatic: 0, base: r1), r1)
        let gap = r1 > 0 && inset.isFinite ? Double(max(inset, 0) / r1) / 2 : 0
        let a0 = -Double.pi / 2 + start * 2 * .pi + gap
        let a1 = -Double.pi / 2 + end * 2 * .pi - gap
        guard a1 > a0 else { return Path() }
        var path = Path()
        if r0 > 0 {
            path.addArc(center: centre, radius: r1, startAngle: .radians(a0), endAngle: .radians(a1), clockwise: false)
            path.addArc(center: centre, radius: r0, startAngle: .radians(a1), endAngle: .radians(a0), clockwise: true)
        } else {
            path.move(to: centre)
            path.addArc(center: centre, radius: r1, startAngle: .radians(a0), endAngle: .radians(a1), clockwise: false)
        }
        path.closeSubpath()
        return path
    }
}
