import Foundation

/// The geometry of gauges and progress views. Apple publishes none of it (OpenSwiftUI has no
/// `Gauge`); every value was chosen by eye against the gauges in Apple's widget design
/// resources (Lock Screen and watch complication templates) and is kept here.
package enum GaugeGeometry {
    /// The ideal and largest side of the circular gauges, in points (the iOS 16–18 circular
    /// Lock Screen slot); they shrink to fit a smaller proposal.
    package static let circularSide: CGFloat = 72
    /// The ring's thickness as a share of the gauge's side (6 pt at 72 pt).
    package static let ringThicknessRatio: CGFloat = 0.085
    /// The open ring's gap at the bottom of `accessoryCircular`, in degrees.
    package static let openRingGapDegrees: Double = 80
    /// The space kept between a bound label and the end cap beside it, in points.
    package static let boundLabelClearance: CGFloat = 1

    /// The bounds of the open ring's two round end caps (leading, trailing) in a circular
    /// gauge of `side` points, in the gauge's square.
    package static func openRingCapBounds(side: CGFloat) -> (leading: CGRect, trailing: CGRect) {
        let w = side * ringThicknessRatio
        let r = side / 2 - w / 2
        let half = openRingGapDegrees / 2 * .pi / 180
        // The caps' centres, `gap / 2` either side of straight down.
        let dx = r * sin(half)
        let dy = r * cos(half)
        let leading = CGRect(x: side / 2 - dx - w / 2, y: side / 2 + dy - w / 2, width: w, height: w)
        let trailing = CGRect(x: side / 2 + dx - w / 2, y: side / 2 + dy - w / 2, width: w, height: w)
        return (leading, trailing)
    }

    /// How far a circular gauge's bound labels are inset from its sides: to the caps' inner
    /// edges plus ``boundLabelClearance``, so the labels sit in the bottom gap between the
    /// caps (19 pt at 72 pt; the gap between is 34 pt, two or three digits at 11 pt each).
    package static func boundLabelInset(side: CGFloat) -> CGFloat {
        openRingCapBounds(side: side).leading.maxX + boundLabelClearance
    }

    /// The transparent ring cut around a marker dot, in points.
    package static let markerClearance: CGFloat = 1.5
    /// The bar height of `linearCapacity` and linear progress views (WIDGET_FACTS: 4 pt, A).
    package static let linearBarHeight: CGFloat = 4
    /// The bar height of the accessory linear gauges.
    package static let accessoryBarHeight: CGFloat = 6
    /// The opacity of an accessory gauge's track (the tint at this opacity).
    package static let trackOpacity: Double = 0.3
    /// The font of a circular gauge's current value.
    package static let centerFont = Font.system(size: 20, weight: .medium, design: .default)
    /// The font of the small labels (bounds, the label in the ring's gap): the 11 pt floor the
    /// HIG allows in widgets.
    package static let smallFont = Font.system(size: 11, weight: .medium, design: .default)
    /// Space between a linear gauge's bar and its labels.
    package static let labelSpacing: CGFloat = 4
    /// The spinner of an indeterminate progress view: side and spoke count.
    package static let spinnerSide: CGFloat = 20
    package static let spinnerSpokes = 8
}

/// A thick arc as a filled outline with round ends: `sweep` degrees clockwise from `start`
/// degrees (0 = 3 o'clock), inside the largest square centred in the frame, `thickness` of
/// its side thick.
struct GaugeArc: Shape {
    var start: Double
    var sweep: Double
    var thicknessRatio: CGFloat = GaugeGeometry.ringThicknessRatio
    var roundEnds = true

    func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        let w = side * thicknessRatio
        let r = side / 2 - w / 2
        let c = CGPoint(x: rect.midX, y: rect.midY)
        var path = Path()
        guard sweep > 0, r > 0 else { return path }
        if sweep >= 360 {
            path.addEllipse(in: CGRect(x: c.x - r - w / 2, y: c.y - r - w / 2, width: 2 * r + w, height: 2 * r + w))
            // The inner edge runs the other way, so the ring's hole stays empty under non-zero winding.
            path.move(to: CGPoint(x: c.x + r - w / 2, y: c.y))
            path.addArc(center: c, radius: r - w / 2, startAngle: .zero, endAngle: .degrees(-360), clockwise: true)
            path.closeSubpath()
            return path
        }
        let a0 = Angle.degrees(start)
        let a1 = Angle.degrees(start + sweep)
        func point(_ a: Angle, _ radius: CGFloat) -> CGPoint { CGPoint(x: c.x + radius * cos(a.radians), y: c.y + radius * sin(a.radians)) }
        path.addArc(center: c, radius: r + w / 2, startAngle: a0, endAngle: a1, clockwise: false)
        if roundEnds {
            path.addArc(center: point(a1, r), radius: w / 2, startAngle: a1, endAngle: .degrees(a1.degrees + 180), clockwise: false)
        } else {
            path.addLine(to: point(a1, r - w / 2))
        }
        path.addArc(center: c, radius: r - w / 2, startAngle: a1, endAngle: a0, clockwise: true)
        if roundEnds {
            path.addArc(center: point(a0, r), radius: w / 2, startAngle: .degrees(a0.degrees + 180), endAngle: .degrees(a0.degrees + 360), clockwise: false)
        }
        path.closeSubpath()
        return path
    }
}

/// A dot on a ring at `angle` degrees (or on a bar at `fraction` of its length), `diameter`
/// times the ring's thickness.
struct GaugeMarker: Shape {
    enum Track {
        case ring(angle: Double)
        case bar(fraction: Double)
    }
    var track: Track
    /// The dot's diameter as a multiple of the track's thickness.
    var scale: CGFloat = 1
    /// Points added to the radius (the clearance cut around the dot).
    var extra: CGFloat = 0

    func path(in rect: CGRect) -> Path {
        switch track {
        case .ring(let angle):
            let side = min(rect.width, rect.height)
            let w = side * GaugeGeometry.ringThicknessRatio
            let r = side / 2 - w / 2
            let a = angle * .pi / 180
            let c = CGPoint(x: rect.midX + r * cos(a), y: rect.midY + r * sin(a))
            let d = w * scale / 2 + extra
            return Path(ellipseIn: CGRect(x: c.x - d, y: c.y - d, width: 2 * d, height: 2 * d))
        case .bar(let f):
            let h = rect.height
            let x = rect.minX + h / 2 + (rect.width - h) * CGFloat(f)
            let d = h * scale / 2 + extra
            return Path(ellipseIn: CGRect(x: x - d, y: rect.midY - d, width: 2 * d, height: 2 * d))
        }
    }
}

/// The filled part of a bar: a capsule from the leading end, `fraction` of the width.
struct BarFill: Shape {
    var fraction: Double

    func path(in rect: CGRect) -> Path {
        guard fraction > 0 else { return Path() }
        let w = max(rect.width * CGFloat(fraction), rect.height)
        let r = CGRect(x: rect.minX, y: rect.minY, width: min(w, rect.width), height: rect.height)
        return Path(roundedRect: r, cornerRadius: rect.height / 2, style: .circular)
    }
}
