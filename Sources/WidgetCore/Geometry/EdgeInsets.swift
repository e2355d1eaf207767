import Foundation

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
