import Foundation

/// A rectangle that fills its frame.
public struct Rectangle: Shape {
    /// Creates a rectangle.
    public init() {}
    /// The rectangle `rect`.
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

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

/// A circle centred in its frame: takes the shorter side on both axes.
public struct Circle: Shape {
    /// Creates a circle.
    public init() {}
    /// The largest circle centred in `rect`.
    public func path(in rect: CGRect) -> Path {
        let d = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
    }
    /// A square with the shorter side of the proposal; `nil` axes count as 10.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let s = proposal.replacingUnspecifiedDimensions()
        let d = min(s.width, s.height)
        return CGSize(width: d, height: d)
    }
}

/// An ellipse that fills its frame.
public struct Ellipse: Shape {
    /// Creates an ellipse.
    public init() {}
    /// The ellipse inscribed in `rect`.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

extension Path: Shape {
    /// The path itself, whatever `rect` is.
    public func path(in rect: CGRect) -> Path { self }
}
