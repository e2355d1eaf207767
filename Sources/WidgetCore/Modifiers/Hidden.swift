import Foundation

extension View {
    /// Hides the view: it keeps its size and place in the layout but draws nothing, as
    /// SwiftUI's `hidden()`.
    public func hidden() -> ModifiedContent<Self, _NodeModifier> {
        wrapped { child, scope in ViewNode(HiddenPrimitive(), children: [child], scope: scope) }
    }
}

/// A resolved `hidden()`: the child laid out as usual, nothing painted.
struct HiddenPrimitive: RenderEffectPrimitive {
    var name: String { "hidden" }

    func paint(_ node: LayoutNode, with painter: Painter, into items: inout [DisplayItem]) {}
}
