import Foundation

/// A shape that can be inset, as SwiftUI's `InsettableShape`.
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount` on every edge.
    func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    /// The shape inset by `amount` on every edge (its outline drawn in the smaller rectangle).
    public func inset(by amount: CGFloat) -> _InsetShape<Self> {
        _InsetShape(base: self, amount: amount)
    }
}

/// A shape drawn in its frame inset by a fixed amount.
public struct _InsetShape<Base: Shape>: InsettableShape {
    let base: Base
    let amount: CGFloat

    /// The base shape's outline in `rect` inset by the amount.
    public func path(in rect: CGRect) -> Path {
        base.path(in: insetRect(rect))
    }

    private func insetRect(_ rect: CGRect) -> CGRect {
        let a = amount.isFinite ? amount : 0
        let r = rect.insetBy(dx: a, dy: a)
        return r.isNull ? CGRect(x: rect.midX, y: rect.midY, width: 0, height: 0) : r
    }
}

extension _InsetShape {
    /// The base shape's container-relative outline in the inset rectangle, if it has one.
    public func _containerPath(in rect: CGRect, container: CGRect, cornerRadius: CGFloat) -> Path? {
        base._containerPath(in: insetRect(rect), container: container, cornerRadius: cornerRadius)
    }
}

extension Rectangle: InsettableShape {}
extension RoundedRectangle: InsettableShape {}
extension Capsule: InsettableShape {}
extension Circle: InsettableShape {}
extension Ellipse: InsettableShape {}
