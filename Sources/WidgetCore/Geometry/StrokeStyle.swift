import Foundation

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
