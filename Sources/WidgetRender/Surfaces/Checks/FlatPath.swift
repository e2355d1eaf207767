import Foundation
import WidgetCore

/// A path as polygons (curves cut into short lines), for the checks' point tests: whether a
/// point is inside a fill, and points along a stroke's centre line.
struct FlatPath {
    /// Each subpath's points, in order (closed or not).
    let polygons: [[CGPoint]]

    /// Line pieces per curve: a widget's corners and rings stay within a tenth of a point.
    static let curvePieces = 12
    /// The most path elements a check measures: a generated path of thousands of segments is
    /// not a progress ring or a bar, and testing points against it would take seconds.
    static let maximumElements = 512

    /// The path as polygons, or nil when it has more than ``maximumElements`` elements.
    static func measurable(_ path: Path) -> FlatPath? {
        path.elements.count <= maximumElements ? FlatPath(path) : nil
    }

    init(_ path: Path) {
        var polygons: [[CGPoint]] = []
        var current: [CGPoint] = []
        func finish() {
            if current.count > 1 { polygons.append(current) }
            current = []
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                finish()
                current = [p]
            case .line(let p):
                current.append(p)
            case .quadCurve(let p, let c):
                guard let start = current.last else { continue }
                for i in 1...Self.curvePieces {
                    let t = CGFloat(i) / CGFloat(Self.curvePieces)
                    let u = 1 - t
                    current.append(CGPoint(x: u * u * start.x + 2 * u * t * c.x + t * t * p.x, y: u * u * start.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .curve(let p, let c1, let c2):
                guard let start = current.last else { continue }
                for i in 1...Self.curvePieces {
                    let t = CGFloat(i) / CGFloat(Self.curvePieces)
                    let u = 1 - t
                    let a = u * u * u
                    let b = 3 * u * u * t
                    let c = 3 * u * t * t
                    let d = t * t * t
                    current.append(CGPoint(x: a * start.x + b * c1.x + c * c2.x + d * p.x, y: a * start.y + b * c1.y + c * c2.y + d * p.y))
                }
            case .closeSubpath:
                if let first = current.first { current.append(first) }
                finish()
            }
        }
        finish()
        self.polygons = polygons
    }

    /// Whether `p` is inside the fill, by the non-zero winding rule (or even-odd).
    func contains(_ p: CGPoint, evenOdd: Bool = false) -> Bool {
        var winding = 0
        for polygon in polygons {
            guard var a = polygon.last else { continue }
            for b in polygon {
                if (a.y <= p.y) != (b.y <= p.y) {
                    let x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x)
                    if x > p.x { winding += b.y > a.y ? 1 : -1 }
                }
                a = b
            }
        }
        return evenOdd ? winding % 2 != 0 : winding != 0
    }

    /// Every point of every polygon (the centre line of a stroke, densely enough to sample).
    var points: [CGPoint] { polygons.flatMap { $0 } }

    /// The polygons' points with more between them, at most `spacing` apart (up to `limit`
    /// points in all: a longer line keeps its own points only).
    func densePoints(spacing: CGFloat, limit: Int = 4096) -> [CGPoint] {
        var out: [CGPoint] = []
        for polygon in polygons {
            guard var a = polygon.first else { continue }
            out.append(a)
            for b in polygon.dropFirst() {
                // A non-finite or huge gap (a generated path) keeps its ends only.
                let steps = hypot(b.x - a.x, b.y - a.y) / spacing
                let pieces = steps.isFinite && steps < CGFloat(limit) ? Int(steps.rounded(.up)) : 1
                if pieces > 1 {
                    for i in 1..<pieces {
                        let t = CGFloat(i) / CGFloat(pieces)
                        out.append(CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
                    }
                }
                out.append(b)
                a = b
                if out.count > limit { return points }
            }
        }
        return out
    }
}
