import Foundation

extension Path {
    /// The part of the path between the fractions `from` and `to` of its length, as SwiftUI's
    /// `trimmedPath(from:to:)`.
    ///
    /// Fractions are clamped to 0…1 (NaN counts as 0); `from ≥ to` gives an empty path. Lengths
    /// include the closing line of closed subpaths; curves are cut exactly (de Casteljau) at
    /// the parameter whose arc length is wanted, measured over `lengthSamples` chords.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let a = Path.unit(from)
        let b = Path.unit(to)
        guard a < b else { return Path() }
        let segments = trimSegments()
        let total = segments.reduce(0) { $0 + $1.length }
        guard total > 0, total.isFinite else { return a == 0 && b == 1 ? self : Path() }
        if a == 0 && b == 1 { return self }
        let start = a * total
        let end = b * total
        var out = Path()
        var walked: CGFloat = 0
        var penUp = true
        for segment in segments {
            let s0 = walked
            let s1 = walked + segment.length
            walked = s1
            guard s1 > start, s0 < end, segment.length > 0 else { continue }
            let t0 = s0 >= start ? 0 : segment.parameter(atLength: start - s0)
            let t1 = s1 <= end ? 1 : segment.parameter(atLength: end - s0)
            let piece = segment.curve.split(from: t0, to: t1)
            if penUp || segment.startsSubpath && t0 == 0 {
                out.move(to: piece.p0)
                penUp = false
            }
            out.addCurve(to: piece.p3, control1: piece.p1, control2: piece.p2)
        }
        return out
    }

    /// Chords per curve used to measure its length.
    static let lengthSamples = 24

    private static func unit(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : min(max(v, 0), 1) }

    /// Every drawn piece of the path as a cubic with its length, closing lines included.
    private func trimSegments() -> [TrimSegment] {
        var result: [TrimSegment] = []
        var current = CGPoint.zero
        var subpathStart = CGPoint.zero
        var startsSubpath = true
        func add(_ c: Cubic) {
            result.append(TrimSegment(curve: c, startsSubpath: startsSubpath))
            startsSubpath = false
        }
        for element in elements {
            switch element {
            case .move(let p):
                current = p
                subpathStart = p
                startsSubpath = true
            case .line(let p):
                add(Cubic(line: current, p))
                current = p
            case .quadCurve(let p, let c):
                add(Cubic(p0: current, p1: current + (c - current) * (2 / 3), p2: p + (c - p) * (2 / 3), p3: p))
                current = p
            case .curve(let p, let c1, let c2):
                add(Cubic(p0: current, p1: c1, p2: c2, p3: p))
                current = p
            case .closeSubpath:
                if current != subpathStart { add(Cubic(line: current, subpathStart)) }
                current = subpathStart
                startsSubpath = true
            }
        }
        return result
    }
}

/// A cubic Bézier piece of a path and its measured length.
private struct TrimSegment {
    let curve: Cubic
    let startsSubpath: Bool
    /// Cumulative chord lengths at samples 1…n.
    let table: [CGFloat]

    init(curve: Cubic, startsSubpath: Bool) {
        self.curve = curve
        self.startsSubpath = startsSubpath
        var table: [CGFloat] = []
        var previous = curve.p0
        var sum: CGFloat = 0
        let n = Path.lengthSamples
        for i in 1...n {
            let p = curve.point(at: CGFloat(i) / CGFloat(n))
            sum += hypot(p.x - previous.x, p.y - previous.y)
            table.append(sum)
            previous = p
        }
        self.table = table
    }

    var length: CGFloat { table.last ?? 0 }

    /// The parameter at arc length `s`, interpolated in the chord table.
    func parameter(atLength s: CGFloat) -> CGFloat {
        let n = table.count
        var lower: CGFloat = 0
        for (i, upper) in table.enumerated() {
            if s <= upper {
                let f = upper > lower ? (s - lower) / (upper - lower) : 0
                return (CGFloat(i) + f) / CGFloat(n)
            }
            lower = upper
        }
        return 1
    }
}

/// A cubic Bézier curve.
struct Cubic {
    var p0, p1, p2, p3: CGPoint

    init(p0: CGPoint, p1: CGPoint, p2: CGPoint, p3: CGPoint) {
        (self.p0, self.p1, self.p2, self.p3) = (p0, p1, p2, p3)
    }

    /// A straight line as a cubic (control points at thirds).
    init(line a: CGPoint, _ b: CGPoint) {
        self.init(p0: a, p1: a + (b - a) * (1.0 / 3), p2: a + (b - a) * (2.0 / 3), p3: b)
    }

    func point(at t: CGFloat) -> CGPoint {
        let u = 1 - t
        return p0 * (u * u * u) + p1 * (3 * u * u * t) + p2 * (3 * u * t * t) + p3 * (t * t * t)
    }

    /// The piece between parameters `t0` and `t1`.
    func split(from t0: CGFloat, to t1: CGFloat) -> Cubic {
        let right = t0 > 0 ? splitAt(t0).1 : self
        guard t1 < 1 else { return right }
        let local = t0 < 1 ? (t1 - t0) / (1 - t0) : 0
        return right.splitAt(local).0
    }

    private func splitAt(_ t: CGFloat) -> (Cubic, Cubic) {
        func lerp(_ a: CGPoint, _ b: CGPoint) -> CGPoint { a + (b - a) * t }
        let a = lerp(p0, p1)
        let b = lerp(p1, p2)
        let c = lerp(p2, p3)
        let d = lerp(a, b)
        let e = lerp(b, c)
        let m = lerp(d, e)
        return (Cubic(p0: p0, p1: a, p2: d, p3: m), Cubic(p0: m, p1: e, p2: c, p3: p3))
    }
}

private func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
private func - (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
private func * (a: CGPoint, k: CGFloat) -> CGPoint { CGPoint(x: a.x * k, y: a.y * k) }
