import Foundation

/// The shape of the enclosing container (the widget), inset to stay concentric with it, as
/// SwiftUI's `ContainerRelativeShape`.
///
/// Drawn with the widget's corner radius minus the distance from the widget's edge (a circle
/// in accessoryCircular); outside a widget it is a plain rectangle.
public struct ContainerRelativeShape: Shape, InsettableShape {
    /// Creates the shape.
    public init() {}

    /// The shape's outline outside a container: the rectangle itself.
    public func path(in rect: CGRect) -> Path { Path(rect) }

    /// The widget's outline inset to `rect`, concentric with the container.
    public func _containerPath(in rect: CGRect, container: CGRect, cornerRadius: CGFloat) -> Path? {
        if cornerRadius.isInfinite { return Circle().path(in: rect) }
        let inset = max(0, min(rect.minX - container.minX, rect.minY - container.minY, container.maxX - rect.maxX, container.maxY - rect.maxY))
        let r = max(0, cornerRadius - inset)
        var p = Path()
        p.addRoundedRect(in: rect, cornerSize: CGSize(width: r, height: r), style: .continuous)
        return p
    }
}
