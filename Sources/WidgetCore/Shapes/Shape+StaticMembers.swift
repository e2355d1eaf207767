import Foundation

extension Shape where Self == Rectangle {
    /// A rectangle: `.clipShape(.rect)`.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle: `.clipShape(.rect(cornerRadius: 8))`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rounded rectangle with a corner size.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == Capsule {
    /// A capsule: `.background(.blue, in: .capsule)`.
    public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Circle {
    /// A circle: `.clipShape(.circle)`.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == ContainerRelativeShape {
    /// The container's shape: `.clipShape(.containerRelative)`.
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
