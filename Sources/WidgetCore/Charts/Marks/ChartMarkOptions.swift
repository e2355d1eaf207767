import Foundation

/// How wide or tall a bar or rectangle is, as Swift Charts' `MarkDimension`.
public enum MarkDimension: Sendable, Hashable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// The chart's default: a share of the band (``ChartStyleConstants/barBandRatio``).
    case automatic
    /// Exactly this many points.
    case fixed(CGFloat)
    /// The band less this many points.
    case inset(CGFloat)
    /// This share of the band (or, for a sector's radius, of the pie's radius).
    case ratio(CGFloat)

    /// A fixed dimension.
    public init(floatLiteral value: Double) { self = .fixed(CGFloat(value)) }

    /// The dimension with a non-finite number replaced by `.automatic`.
    var finite: MarkDimension {
        switch self {
        case .fixed(let v), .inset(let v), .ratio(let v): return v.isFinite ? self : .automatic
        case .automatic: return self
        }
    }
    /// A fixed dimension.
    public init(integerLiteral value: Int) { self = .fixed(CGFloat(value)) }
}

/// How bars and areas at one place add up, as Swift Charts' `MarkStackingMethod`.
public struct MarkStackingMethod: Sendable, Hashable {
    enum Kind: Hashable { case standard, normalized, center, unstacked }
    let kind: Kind
    /// One on top of the other from zero, negative values below it (the default).
    public static let standard = MarkStackingMethod(kind: .standard)
    /// Stacked and scaled so each place adds up to 1.
    public static let normalized = MarkStackingMethod(kind: .normalized)
    /// Stacked and centred on zero (a streamgraph).
    public static let center = MarkStackingMethod(kind: .center)
    /// Not stacked: each from zero, overlapping.
    public static let unstacked = MarkStackingMethod(kind: .unstacked)
}

/// How a line or area joins its points, as Swift Charts' `InterpolationMethod`.
public struct InterpolationMethod: Sendable, Hashable {
    enum Kind: Hashable {
        case linear, monotone
        case catmullRom(Double)
        case cardinal(Double)
        case stepStart, stepCenter, stepEnd
    }
    let kind: Kind
    /// Straight segments (the default).
    public static let linear = InterpolationMethod(kind: .linear)
    /// A cubic curve that never overshoots between points (Fritsch–Carlson).
    public static let monotone = InterpolationMethod(kind: .monotone)
    /// A Catmull–Rom spline (centripetal, α = 0.5).
    public static let catmullRom = InterpolationMethod(kind: .catmullRom(0.5))
    /// A cardinal spline of tension 0.
    public static let cardinal = InterpolationMethod(kind: .cardinal(0))
    /// Steps whose points are at their start.
    public static let stepStart = InterpolationMethod(kind: .stepStart)
    /// Steps whose points are at their centre.
    public static let stepCenter = InterpolationMethod(kind: .stepCenter)
    /// Steps whose points are at their end.
    public static let stepEnd = InterpolationMethod(kind: .stepEnd)
    /// A Catmull–Rom spline of parameter `alpha` (0 uniform, 0.5 centripetal, 1 chordal).
    public static func catmullRom(alpha: Double) -> InterpolationMethod { InterpolationMethod(kind: .catmullRom(alpha)) }
    /// A cardinal spline; `tension` 1 draws straight segments.
    public static func cardinal(tension: Double) -> InterpolationMethod { InterpolationMethod(kind: .cardinal(tension)) }
}

/// The shape a point mark draws, as Swift Charts' `BasicChartSymbolShape`.
public struct BasicChartSymbolShape: Sendable, Hashable {
    enum Kind: Hashable { case circle, square, triangle, diamond, pentagon, plus, cross, asterisk }
    let kind: Kind
    /// A filled circle (the default).
    public static let circle = BasicChartSymbolShape(kind: .circle)
    /// A filled square.
    public static let square = BasicChartSymbolShape(kind: .square)
    /// A filled triangle, point up.
    public static let triangle = BasicChartSymbolShape(kind: .triangle)
    /// A filled diamond.
    public static let diamond = BasicChartSymbolShape(kind: .diamond)
    /// A filled pentagon.
    public static let pentagon = BasicChartSymbolShape(kind: .pentagon)
    /// A plus sign.
    public static let plus = BasicChartSymbolShape(kind: .plus)
    /// A diagonal cross.
    public static let cross = BasicChartSymbolShape(kind: .cross)
    /// An asterisk.
    public static let asterisk = BasicChartSymbolShape(kind: .asterisk)
}

/// Where an annotation sits against its mark, as Swift Charts' `AnnotationPosition`.
public struct AnnotationPosition: Sendable, Hashable {
    enum Kind: Hashable { case automatic, top, bottom, leading, trailing, overlay, topLeading, topTrailing, bottomLeading, bottomTrailing }
    let kind: Kind
    /// Above the mark.
    public static let automatic = AnnotationPosition(kind: .automatic)
    /// Above the mark.
    public static let top = AnnotationPosition(kind: .top)
    /// Below the mark.
    public static let bottom = AnnotationPosition(kind: .bottom)
    /// Before the mark.
    public static let leading = AnnotationPosition(kind: .leading)
    /// After the mark.
    public static let trailing = AnnotationPosition(kind: .trailing)
    /// Centred on the mark.
    public static let overlay = AnnotationPosition(kind: .overlay)
    /// Above and before the mark.
    public static let topLeading = AnnotationPosition(kind: .topLeading)
    /// Above and after the mark.
    public static let topTrailing = AnnotationPosition(kind: .topTrailing)
    /// Below and before the mark.
    public static let bottomLeading = AnnotationPosition(kind: .bottomLeading)
    /// Below and after the mark.
    public static let bottomTrailing = AnnotationPosition(kind: .bottomTrailing)
}
