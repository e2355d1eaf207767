import Foundation

/// A rectangle whose shorter sides are half circles.
public struct Capsule: Shape {
    /// The corner style. Kept for source compatibility: the ends are always drawn circular.
    public var style: RoundedCornerStyle
    /// Creates a capsule.
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    /// The capsule in `rect`: corners with a radius of half the shorter side.
    public func path(in rect: CGRect) -> Path {
        var p = Path()
        let r = min(rect.width, rect.height) / 2
        p.addRoundedRect(in: rect, cornerSize: CGSize(width: r, height: r), style: .circular)
        return p
    }
}
