import Foundation

extension View {
    /// Layers `content` behind the view, sized to the view.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedContent<Self, _NodeModifier> {
        let secondary = content()
        return wrapped { child, context in
            Self.layered(LayerPrimitive(isBackground: true, alignment: alignment), child, secondary, alignment, context)
        }
    }

    /// Layers a view behind the view (the pre-iOS 15 form). A colour argument picks the
    /// shape-style form instead, as in SwiftUI.
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> ModifiedContent<Self, _NodeModifier> {
        self.background(alignment: alignment) { background }
    }

    /// Fills the view's bounds behind it with a style.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<Self, _NodeModifier> {
        background(alignment: .center) { Rectangle().fill(style) }
    }

    /// Fills a shape behind the view with a style.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> ModifiedContent<Self, _NodeModifier> {
        background(alignment: .center) { shape.fill(style, style: fillStyle) }
    }

    /// Layers `content` in front of the view, sized to the view.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedContent<Self, _NodeModifier> {
        let secondary = content()
        return wrapped { child, context in
            Self.layered(LayerPrimitive(isBackground: false, alignment: alignment), child, secondary, alignment, context)
        }
    }

    /// Layers a view in front of the view (the pre-iOS 15 form). A colour argument picks the
    /// shape-style form instead, as in SwiftUI.
    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> ModifiedContent<Self, _NodeModifier> {
        self.overlay(alignment: alignment) { overlay }
    }

    /// Fills the view's bounds in front of it with a style.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<Self, _NodeModifier> {
        overlay(alignment: .center) { Rectangle().fill(style) }
    }

    /// Fills a shape in front of the view with a style.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> ModifiedContent<Self, _NodeModifier> {
        overlay(alignment: .center) { shape.fill(style, style: fillStyle) }
    }

    private static func layered<V: View>(_ layer: LayerPrimitive, _ primary: ViewNode, _ secondary: V, _ alignment: Alignment, _ context: ResolveScope) -> ViewNode {
        guard let second = context.resolveSingle(secondary, alignment: alignment) else { return primary }
        return ViewNode(layer, children: [primary, second], scope: context)
    }
}
