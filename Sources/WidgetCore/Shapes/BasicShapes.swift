import Foundation

/// A rectangle that fills its frame.
public struct Rectangle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public func path(in rect: CGRect) -> Path {
        var p = Path()
        p.addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
        return p
    }
}

/// A rectangle whose shorter sides are half circles.
public struct Capsule: Shape {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public func path(in rect: CGRect) -> Path {
        var p = Path()
        let r = min(rect.width, rect.height) / 2
        p.addRoundedRect(in: rect, cornerSize: CGSize(width: r, height: r), style: .circular)
        return p
    }
}

/// A circle centred in its frame: takes the shorter side on both axes.
public struct Circle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let d = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
    }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let s = proposal.replacingUnspecifiedDimensions()
        let d = min(s.width, s.height)
        return CGSize(width: d, height: d)
    }
}

/// An ellipse that fills its frame.
public struct Ellipse: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// The shape of the enclosing container (the widget), inset to stay concentric with it.
///
/// Drawn with the widget's corner radius minus the distance from the widget's edge; outside
/// a widget it is a plain rectangle.
public struct ContainerRelativeShape: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }

    /// The path in `rect` for a container with `container` frame and `cornerRadius`.
    public func path(in rect: CGRect, container: CGRect, cornerRadius: CGFloat) -> Path {
        let inset = max(0, min(rect.minX - container.minX, rect.minY - container.minY, container.maxX - rect.maxX, container.maxY - rect.maxY))
        var p = Path()
        p.addRoundedRect(in: rect, cornerSize: CGSize(width: max(0, cornerRadius - inset), height: max(0, cornerRadius - inset)), style: .continuous)
        return p
    }
}

extension Path: Shape {
    public func path(in rect: CGRect) -> Path { self }
}
