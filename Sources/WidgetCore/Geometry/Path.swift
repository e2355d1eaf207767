import Foundation

/// An outline made of lines and cubic curves, in points.
///
/// A subset of SwiftUI's `Path`: enough to describe every built-in shape, custom `Shape`
/// types and the widget's container shape.
public struct Path: Sendable, Hashable {
    /// One element of a path.
    public enum Element: Sendable, Hashable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    /// The path's elements in drawing order.
    public private(set) var elements: [Element] = []

    /// Creates an empty path.
    public init() {}

    /// Creates a path by running `build` on an empty path.
    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    /// Creates a rectangle path.
    public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// Creates a rounded-rectangle path.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// Creates an ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) { elements.append(.move(to: point)) }

    /// Adds a straight line to `point`.
    public mutating func addLine(to point: CGPoint) { elements.append(.line(to: point)) }

    /// Adds a quadratic Bézier curve to `point`.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        elements.append(.quadCurve(to: point, control: control))
    }

    /// Adds a cubic Bézier curve to `point`.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Closes the current subpath.
    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    /// Adds a closed rectangle.
    public mutating func addRect(_ rect: CGRect) {
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    /// Adds lines through `points`, starting a new subpath at the first one.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }

    /// Adds an ellipse inscribed in `rect`, drawn as four cubic curves.
    public mutating func addEllipse(in rect: CGRect) {
        let k: CGFloat = 0.5522847498307936  // 4/3·(√2 − 1): cubic approximation of a quarter circle
        let rx = rect.width / 2
        let ry = rect.height / 2
        let cx = rect.midX
        let cy = rect.midY
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry), control2: CGPoint(x: cx + k * rx, y: cy + ry))
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + k * ry))
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry), control2: CGPoint(x: cx - k * rx, y: cy - ry))
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - k * ry))
        closeSubpath()
    }

    /// Adds a circular arc around `center` from `startAngle` to `endAngle`.
    ///
    /// Angles are measured clockwise from the positive x axis in the y-down coordinate space
    /// when `clockwise` is `false`, as in SwiftUI.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        let a0 = startAngle.radians
        // An arc that cannot be drawn (non-finite angles, centre or radius) adds nothing.
        guard a0.isFinite, endAngle.radians.isFinite, radius.isFinite, center.x.isFinite, center.y.isFinite else { return }
        // SwiftUI's `clockwise` refers to a flipped (y-up) space; in y-down, `clockwise == false`
        // sweeps with increasing angle. The sweep is normalised in one step (no loop, so huge
        // angles cost nothing) and never more than a full turn.
        let turn = 2 * Double.pi
        var sweep = endAngle.radians - a0
        if !clockwise, sweep < 0 {
            let r = sweep.truncatingRemainder(dividingBy: turn)
            sweep = r == 0 ? 0 : r + turn
        }
        if clockwise, sweep > 0 {
            let r = sweep.truncatingRemainder(dividingBy: turn)
            sweep = r == 0 ? 0 : r - turn
        }
        sweep = min(max(sweep, -turn), turn)
        let a1 = a0 + sweep
        let segments = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = (a1 - a0) / Double(segments)
        let start = CGPoint(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0))
        if elements.isEmpty { move(to: start) } else { addLine(to: start) }
        for i in 0..<segments {
            let t0 = a0 + Double(i) * step
            let t1 = t0 + step
            let k = 4.0 / 3.0 * tan((t1 - t0) / 4)
            let p0 = CGPoint(x: cos(t0), y: sin(t0))
            let p1 = CGPoint(x: cos(t1), y: sin(t1))
            addCurve(
                to: CGPoint(x: center.x + radius * p1.x, y: center.y + radius * p1.y),
                control1: CGPoint(x: center.x + radius * (p0.x - k * p0.y), y: center.y + radius * (p0.y + k * p0.x)),
                control2: CGPoint(x: center.x + radius * (p1.x + k * p1.y), y: center.y + radius * (p1.y - k * p1.x))
            )
        }
    }

    /// The path moved by `dx`, `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        func m(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x + dx, y: p.y + dy) }
        var out = Path()
        out.elements = elements.map { e in
            switch e {
            case .move(let p): return .move(to: m(p))
            case .line(let p): return .line(to: m(p))
            case .quadCurve(let p, let c): return .quadCurve(to: m(p), control: m(c))
            case .curve(let p, let c1, let c2): return .curve(to: m(p), control1: m(c1), control2: m(c2))
            case .closeSubpath: return .closeSubpath
            }
        }
        return out
    }
}
