import Foundation

/// The corner style of rounded rectangles.
public enum RoundedCornerStyle: Sendable, Hashable {
    /// Quarter-circle corners.
    case circular
    /// Continuous-curvature corners (the "squircle" of iOS widgets and app icons).
    case continuous
}

extension Path {
    /// How far a continuous corner reaches along each edge, as a multiple of its radius.
    ///
    /// The continuous corner is three cubic curves whose control points are fixed multiples
    /// of the radius (the widely used reconstruction of iOS's rounded-rect geometry).
    static let continuousCornerExtent: CGFloat = 1.528665

    /// Adds a rounded rectangle; radii are clamped to half the shorter side.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let half = min(rect.width, rect.height) / 2
        let radius = min(cornerSize.width, cornerSize.height)
        var r = InputCheck.nonNegative(radius.isNaN || cornerSize.width.isNaN || cornerSize.height.isNaN ? .nan : radius, "corner radius", fallback: 0)
        guard r > 0, rect.width > 0, rect.height > 0 else {
            addRect(rect)
            return
        }
        switch style {
        case .circular:
            r = min(r, half)
            addCircularRoundedRect(rect, r)
        case .continuous:
            // Where the continuous corner would overlap, fall back to a tighter radius so the
            // shape degrades to a capsule-like outline instead of folding over itself.
            r = min(r, half / Path.continuousCornerExtent)
            addContinuousRoundedRect(rect, r)
        }
    }

    private mutating func addCircularRoundedRect(_ rect: CGRect, _ r: CGFloat) {
        let k: CGFloat = 0.5522847498307936 * r
        move(to: CGPoint(x: rect.minX + r, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - r, y: rect.minY))
        addCurve(to: CGPoint(x: rect.maxX, y: rect.minY + r), control1: CGPoint(x: rect.maxX - r + k, y: rect.minY), control2: CGPoint(x: rect.maxX, y: rect.minY + r - k))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - r))
        addCurve(to: CGPoint(x: rect.maxX - r, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: rect.maxY - r + k), control2: CGPoint(x: rect.maxX - r + k, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX + r, y: rect.maxY))
        addCurve(to: CGPoint(x: rect.minX, y: rect.maxY - r), control1: CGPoint(x: rect.minX + r - k, y: rect.maxY), control2: CGPoint(x: rect.minX, y: rect.maxY - r + k))
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + r))
        addCurve(to: CGPoint(x: rect.minX + r, y: rect.minY), control1: CGPoint(x: rect.minX, y: rect.minY + r - k), control2: CGPoint(x: rect.minX + r - k, y: rect.minY))
        closeSubpath()
    }

    private mutating func addContinuousRoundedRect(_ rect: CGRect, _ r: CGFloat) {
        // Corner geometry for the top-right corner in units of r, (along edge, into corner):
        // the other corners are the same points mirrored.
        let e = Path.continuousCornerExtent
        func tr(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: rect.maxX - x * r, y: rect.minY + y * r) }
        func br(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: rect.maxX - y * r, y: rect.maxY - x * r) }
        func bl(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: rect.minX + x * r, y: rect.maxY - y * r) }
        func tl(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: rect.minX + y * r, y: rect.minY + x * r) }
        move(to: tl(0, e))
        for corner in [tr, br, bl, tl] {
            addLine(to: corner(e, 0))
            addCurve(to: corner(0.66993427, 0.06549600), control1: corner(1.08849323, 0), control2: corner(0.86840689, 0))
            addCurve(to: corner(0.06549600, 0.66993427), control1: corner(0.37282115, 0.18656320), control2: corner(0.18656320, 0.37282115))
            addCurve(to: corner(0, e), control1: corner(0, 0.86840689), control2: corner(0, 1.08849323))
        }
        closeSubpath()
    }
}
