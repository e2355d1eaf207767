import Foundation

/// The path through a line's points for each ``InterpolationMethod``: straight segments,
/// Fritsch–Carlson monotone cubics, cardinal splines (Catmull–Rom as the cardinal spline of
/// tension 0, the uniform form, whatever its alpha: a **Choice** the Charts article notes) and
/// steps.
enum ChartCurve {
    static func path(_ points: [CGPoint], _ method: InterpolationMethod) -> Path {
        var path = Path()
        add(points, method, to: &path, connecting: false)
        return path
    }

    /// The method that draws the same curve through the points in reverse order.
    static func reversed(_ method: InterpolationMethod) -> InterpolationMethod {
        switch method.kind {
        case .stepStart: return .stepEnd
        case .stepEnd: return .stepStart
        default: return method
        }
    }

    /// Adds the curve through `points` to `path`: a move to the first point, or a line to it
    /// when `connecting`.
    static func add(_ points: [CGPoint], _ method: InterpolationMethod, to path: inout Path, connecting: Bool) {
        guard let first = points.first else { return }
        if connecting { path.addLine(to: first) } else { path.move(to: first) }
        guard points.count > 1 else { return }
        switch method.kind {
        case .linear:
            for p in points.dropFirst() { path.addLine(to: p) }
        case .stepStart, .stepEnd, .stepCenter:
            steps(points, method.kind, &path)
        case .monotone:
            monotone(points, &path)
        case .catmullRom:
            cardinal(points, tension: 0, &path)
        case .cardinal(let tension):
            cardinal(points, tension: min(max(tension, 0), 1), &path)
        }
    }

    private static func steps(_ points: [CGPoint], _ kind: InterpolationMethod.Kind, _ path: inout Path) {
        for (a, b) in zip(points, points.dropFirst()) {
            switch kind {
            case .stepStart:
                path.addLine(to: CGPoint(x: b.x, y: a.y))
            case .stepEnd:
                path.addLine(to: CGPoint(x: a.x, y: b.y))
            default:
                let mid = (a.x + b.x) / 2
                path.addLine(to: CGPoint(x: mid, y: a.y))
                path.addLine(to: CGPoint(x: mid, y: b.y))
            }
            path.addLine(to: b)
        }
    }

    private static func cardinal(_ points: [CGPoint], tension: Double, _ path: inout Path) {
        let k = CGFloat(1 - tension) / 6
        for i in 0..<(points.count - 1) {
            let p0 = points[max(i - 1, 0)]
            let p1 = points[i]
            let p2 = points[i + 1]
            let p3 = points[min(i + 2, points.count - 1)]
            path.addCurve(
                to: p2, control1: CGPoint(x: p1.x + k * (p2.x - p0.x), y: p1.y + k * (p2.y - p0.y)),
                control2: CGPoint(x: p2.x - k * (p3.x - p1.x), y: p2.y - k * (p3.y - p1.y)))
        }
    }

    /// Monotone cubic interpolation (Fritsch & Carlson, 1980), as d3's `curveMonotoneX`.
    private static func monotone(_ points: [CGPoint], _ path: inout Path) {
        let n = points.count
        var secants: [CGFloat] = []
        for i in 0..<(n - 1) {
            let h = points[i + 1].x - points[i].x
            secants.append(h != 0 ? (points[i + 1].y - points[i].y) / h : 0)
        }
        var tangents = [CGFloat](repeating: 0, count: n)
        tangents[0] = secants[0]
        tangents[n - 1] = secants[n - 2]
        for i in 1..<max(n - 1, 1) where i < n - 1 {
            tangents[i] = secants[i - 1] * secants[i] <= 0 ? 0 : (secants[i - 1] + secants[i]) / 2
        }
        for i in 0..<(n - 1) where secants[i] != 0 {
            let a = tangents[i] / secants[i]
            let b = tangents[i + 1] / secants[i]
            let s = a * a + b * b
            if s > 9 {
                let t = 3 / s.squareRoot()
                tangents[i] = t * a * secants[i]
                tangents[i + 1] = t * b * secants[i]
            }
        }
        for i in 0..<(n - 1) {
            let p = points[i]
            let q = points[i + 1]
            let h = (q.x - p.x) / 3
            path.addCurve(to: q, control1: CGPoint(x: p.x + h, y: p.y + h * tangents[i]), control2: CGPoint(x: q.x - h, y: q.y - h * tangents[i + 1]))
        }
    }
}
