import Foundation

/// The outlines of point symbols, sized so that each covers about `area` square points (Swift
/// Charts' `symbolSize` is a perceived area).
enum ChartSymbols {
    static func path(_ symbol: BasicChartSymbolShape, at c: CGPoint, area: CGFloat) -> Path {
        let area = max(area, 0)
        let side = area.squareRoot()
        let r = side / 2
        switch symbol.kind {
        case .circle:
            let d = (4 * area / .pi).squareRoot()
            return Path(ellipseIn: CGRect(x: c.x - d / 2, y: c.y - d / 2, width: d, height: d))
        case .square:
            return Path(CGRect(x: c.x - r, y: c.y - r, width: side, height: side))
        case .diamond:
            let d = r * 1.3
            return polygon([CGPoint(x: c.x, y: c.y - d), CGPoint(x: c.x + d, y: c.y), CGPoint(x: c.x, y: c.y + d), CGPoint(x: c.x - d, y: c.y)])
        case .triangle:
            return regular(3, c, radius: r * 1.3)
        case .pentagon:
            return regular(5, c, radius: r * 1.15)
        case .plus, .cross, .asterisk:
            let arms = symbol.kind == .asterisk ? 3 : 2
            let turn = symbol.kind == .cross ? Double.pi / 4 : 0
            // Each arm a thin bar through the centre.
            let half = max(side / 8, 0.5)
            var path = Path()
            for k in 0..<arms {
                let a = turn + Double(k) * .pi / Double(arms)
                let (cosA, sinA) = (CGFloat(cos(a)), CGFloat(sin(a)))
                let (dx, dy) = (r * 1.2 * cosA, r * 1.2 * sinA)
                let (nx, ny) = (-half * sinA, half * cosA)
                path.addLines([
                    CGPoint(x: c.x - dx + nx, y: c.y - dy + ny), CGPoint(x: c.x + dx + nx, y: c.y + dy + ny),
                    CGPoint(x: c.x + dx - nx, y: c.y + dy - ny), CGPoint(x: c.x - dx - nx, y: c.y - dy - ny),
                ])
                path.closeSubpath()
            }
            return path
        }
    }

    private static func regular(_ sides: Int, _ c: CGPoint, radius: CGFloat) -> Path {
        polygon(
            (0..<sides).map { k in
                let a = -Double.pi / 2 + Double(k) * 2 * .pi / Double(sides)
                return CGPoint(x: c.x + radius * CGFloat(cos(a)), y: c.y + radius * CGFloat(sin(a)))
            })
    }

    private static func polygon(_ points: [CGPoint]) -> Path {
        var path = Path()
        path.addLines(points)
        path.closeSubpath()
        return path
    }
}
