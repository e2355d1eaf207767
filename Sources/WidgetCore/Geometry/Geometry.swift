import Foundation

/// A horizontal or vertical axis.
public enum Axis: Sendable, Hashable {
    /// The horizontal (x) axis.
    case horizontal
    /// The vertical (y) axis.
    case vertical

    /// A set of axes.
    public struct Set: OptionSet, Sendable, Hashable {
        /// The bit mask of the axes.
        public let rawValue: Int8
        /// Creates a set of axes from a bit mask.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
    }
}

/// A point in a view's bounds, in unit coordinates (0,0 top leading; 1,1 bottom trailing).
public struct UnitPoint: Sendable, Hashable {
    /// The horizontal position: 0 is the leading edge, 1 the trailing edge.
    public var x: CGFloat
    /// The vertical position: 0 is the top edge, 1 the bottom edge.
    public var y: CGFloat
    /// Creates a unit point.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    /// (0, 0): the top leading corner.
    public static let zero = UnitPoint(x: 0, y: 0)
    /// (0.5, 0.5): the centre.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// (0, 0.5): the middle of the leading edge.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// (1, 0.5): the middle of the trailing edge.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// (0.5, 0): the middle of the top edge.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// (0.5, 1): the middle of the bottom edge.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// (0, 0): the top leading corner.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// (1, 0): the top trailing corner.
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// (0, 1): the bottom leading corner.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// (1, 1): the bottom trailing corner.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// The point in `rect`'s coordinate space.
    public func point(in rect: CGRect) -> CGPoint {
        CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
    }
}

/// An angle.
public struct Angle: Sendable, Hashable, Comparable {
    /// The angle in radians.
    public var radians: Double
    /// The angle in degrees.
    public var degrees: Double { radians * 180 / .pi }
    /// Creates an angle from radians.
    public init(radians: Double) { self.radians = radians }
    /// Creates an angle from degrees.
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }
    /// An angle of `r` radians.
    public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
    /// An angle of `d` degrees.
    public static func degrees(_ d: Double) -> Angle { Angle(degrees: d) }
    /// An angle of zero.
    public static let zero = Angle(radians: 0)
    /// Orders angles by their value in radians.
    public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
}

/// The inset distances of a rectangle's edges.
public struct EdgeInsets: Sendable, Hashable {
    /// The inset of the top edge, in points.
    public var top: CGFloat
    /// The inset of the leading edge, in points.
    public var leading: CGFloat
    /// The inset of the bottom edge, in points.
    public var bottom: CGFloat
    /// The inset of the trailing edge, in points.
    public var trailing: CGFloat
    /// Creates insets; edges not given are 0.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    /// The same inset on every edge.
    public init(_ all: CGFloat) { self.init(top: all, leading: all, bottom: all, trailing: all) }
    var horizontal: CGFloat { leading + trailing }
    var vertical: CGFloat { top + bottom }
}

/// The edges of a rectangle.
public enum Edge: Int8, Sendable, Hashable, CaseIterable {
    /// The top, leading, bottom and trailing edges.
    case top, leading, bottom, trailing

    /// A set of edges.
    public struct Set: OptionSet, Sendable, Hashable {
        /// The bit mask of the edges.
        public let rawValue: Int8
        /// Creates a set of edges from a bit mask.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set holding only `edge`.
        public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }
        /// The top edge.
        public static let top = Set(.top)
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// The leading and trailing edges.
        public static let horizontal: Set = [.leading, .trailing]
        /// The top and bottom edges.
        public static let vertical: Set = [.top, .bottom]
        /// All four edges.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// The line style of strokes.
public struct StrokeStyle: Sendable, Hashable {
    /// The line width in points.
    public var lineWidth: CGFloat
    /// The shape of the line's ends.
    public var lineCap: LineCap
    /// The shape of the corners where segments meet.
    public var lineJoin: LineJoin
    /// The longest a miter join may be, as a ratio to the line width; longer joins are bevelled.
    public var miterLimit: CGFloat
    /// The lengths of alternating dashes and gaps, in points (empty: a solid line).
    ///
    /// A pattern with a negative or non-finite length, or only zeros, is drawn as a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts, in points.
    public var dashPhase: CGFloat
    /// Creates a stroke style; by default a solid 1-point line with butt caps and miter joins
    /// (miter limit 10).
    public init(lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// The end shape of stroked lines.
public enum LineCap: Sendable, Hashable { case butt, round, square }
/// The corner shape of stroked lines.
public enum LineJoin: Sendable, Hashable { case miter, round, bevel }
