import Foundation

extension Shape {
    /// The shape turned by `angle` about `anchor` (a unit point of its frame), as SwiftUI's
    /// `rotation(_:anchor:)`. The frame does not change; a non-finite angle draws unrotated,
    /// reported.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }
}

/// A shape turned about a point of its frame, as SwiftUI's `RotatedShape`.
public struct RotatedShape<Content: Shape>: Shape {
    /// The shape turned.
    public var shape: Content
    /// How far it is turned (clockwise on screen for positive angles).
    public var angle: Angle
    /// The point turned about, in unit coordinates of the frame.
    public var anchor: UnitPoint

    /// Creates a turned shape.
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    /// The turned outline.
    public func path(in rect: CGRect) -> Path {
        let path = shape.path(in: rect)
        guard angle.radians.isFinite else {
            DiagnosticSink.reportToCurrent(Diagnostic(.invalidValue, "rotation(\(angle.radians) rad) is not finite; drawn unrotated."))
            return path
        }
        let pivot = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        return path.applying(.rotation(angle.radians, about: pivot))
    }

    /// The shape's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
    /// The turned shape, inset.
    public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }
}
