import Foundation

/// A resolved `contentShape`: the child drawn as is; for `.interaction`, the shape in the
/// node's frame bounds the tap target of the control around it.
struct ContentShapePrimitive: RenderEffectPrimitive {
    let shape: any Shape
    let kinds: ContentShapeKinds

    var name: String { kinds == .interaction ? "contentShape" : "contentShape(\(kinds.rawValue))" }

    /// The region of a tap in `frame`: the bounding box of the shape there.
    func interactionRegion(in frame: CGRect) -> CGRect {
        let bounds = shape.path(in: frame).controlPointBounds
        return bounds.isNull ? .zero : bounds.intersection(frame)
    }
}

extension View {
    /// Sets the shape that takes taps for the view, as SwiftUI's `contentShape(_:eoFill:)`: a
    /// `Button`, `Link` or `Toggle` whose label has a content shape records as its tap target
    /// the shape's bounding box in the label's frame (`Circle()` in a 100 × 40 label: the
    /// 40 × 40 square in its middle). Nothing is drawn differently. `eoFill` does not change a
    /// bounding box.
    ///
    /// ```swift
    /// Link(destination: url) { Text("Rule").padding(7).contentShape(Capsule()) }
    /// ```
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> ModifiedContent<Self, _NodeModifier> {
        contentShape(.interaction, shape, eoFill: eoFill)
    }

    /// Sets the shape of the view for the given kinds, as SwiftUI's
    /// `contentShape(_:_:eoFill:)`. Only ``ContentShapeKinds/interaction`` changes a widget (the
    /// tap target, as `contentShape(_:eoFill:)`); the others are recorded in the layout tree.
    public func contentShape<S: Shape>(_ kinds: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> ModifiedContent<Self, _NodeModifier> {
        wrapped { child, scope in ViewNode(ContentShapePrimitive(shape: shape, kinds: kinds), children: [child], scope: scope) }
    }
}

extension LayoutNode {
    /// The region of a control's tap target: the interaction content shape of its label (the
    /// first one down the chain of single children), or the node's frame.
    var tapRegion: CGRect {
        var node = self
        while node.children.count == 1 {
            node = node.children[0]
            if let shape = node.primitive as? ContentShapePrimitive, shape.kinds.contains(.interaction) {
                return shape.interactionRegion(in: node.frame)
            }
        }
        return frame
    }
}
