import Foundation

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape {
    /// The size of the corner rounding; the smaller of its width and height is used as the radius.
    public var cornerSize: CGSize
    /// Circular or continuous corners.
    public var style: RoundedCornerStyle

    /// Creates a rounded rectangle with `cornerRadius` on both axes (continuous corners by default).
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    /// Creates a rounded rectangle with corners of `cornerSize` (continuous corners by default).
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// The rounded rectangle in `rect`; the radius is clamped so the corners fit.
    public func path(in rect: CGRect) -> Path {
        var p = Path()
        p.addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
        return p
    }
}
