import Foundation

extension Shape {
    /// Custom shapes mirror in a right-to-left layout, as SwiftUI's shapes do when deploying
    /// to iOS 17 and later: their path is flipped horizontally within their frame.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors }
}

// The built-in shapes are symmetric or already drawn in the frame's own coordinates: fixed, as
// in SwiftUI (`Path` draws exactly the points it is given).
extension Rectangle { public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed } }
extension RoundedRectangle { public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed } }
extension UnevenRoundedRectangle { public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed } }
extension Circle { public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed } }
extension Ellipse { public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed } }
extension Capsule { public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed } }
extension ContainerRelativeShape { public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed } }
extension Path { public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed } }

// Wrappers behave as the shape they wrap.
extension _TrimmedShape { public var layoutDirectionBehavior: LayoutDirectionBehavior { base.layoutDirectionBehavior } }
extension _InsetShape { public var layoutDirectionBehavior: LayoutDirectionBehavior { base.layoutDirectionBehavior } }
extension RotatedShape { public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior } }

// The gauges' own drawing keeps its geometry (its layout still mirrors).
extension GaugeArc { var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed } }
extension GaugeMarker { var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed } }
extension BarFill { var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed } }

extension _ShapeView where S: Shape {
    /// `node`, the resolved shape, mirrored about its centre when the shape's
    /// ``Shape/layoutDirectionBehavior`` mirrors in the environment's direction.
    func mirrored(_ node: ViewNode, in context: ResolveScope) -> ViewNode {
        guard shape.layoutDirectionBehavior.mirrors(context.environment.layoutDirection) else { return node }
        let mirror = EffectPrimitive(name: "layoutDirectionMirror") { frame in .transform(.scale(-1, 1, about: UnitPoint.center.point(in: frame))) }
        return ViewNode(mirror, children: [node], scope: context)
    }
}
