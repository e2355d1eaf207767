import Foundation

/// The spacing a view prefers around it, per edge, as SwiftUI's `ViewSpacing`.
///
/// A stack whose `spacing` is `nil` puts ``distance(to:along:)`` between neighbours: the
/// larger of the two facing preferences, or 0 when either side prefers none (a `Spacer`, whose
/// `minLength` provides the gap). Ordinary views prefer the standard 8 pt on every edge. (SwiftUI
/// derives text-to-text gaps from the fonts; this engine uses the standard spacing there too.)
public struct ViewSpacing: Sendable, Hashable {
    /// The standard gap between two views, in points.
    public static let standardSpacing: CGFloat = 8

    var top, leading, bottom, trailing: CGFloat

    /// No spacing on any edge: neighbours touch.
    public static let zero = ViewSpacing(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The standard spacing on every edge.
    public init() {
        self.init(top: ViewSpacing.standardSpacing, leading: ViewSpacing.standardSpacing, bottom: ViewSpacing.standardSpacing, trailing: ViewSpacing.standardSpacing)
    }

    init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Takes, on `edges`, the larger of this and `other`'s preferences.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { top = max(top, other.top) }
        if edges.contains(.leading) { leading = max(leading, other.leading) }
        if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
    }

    /// This spacing united with `other` on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// The gap between this view and `next`, which follows it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let a = axis == .horizontal ? trailing : bottom
        let b = axis == .horizontal ? next.leading : next.top
        if a == 0 || b == 0 { return 0 }
        return max(a, b)
    }
}
