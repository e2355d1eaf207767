import Foundation

/// Where a container background applies, as SwiftUI's `ContainerBackgroundPlacement`.
public struct ContainerBackgroundPlacement: Sendable, Hashable {
    let name: String
    /// The background of a widget.
    public static let widget = ContainerBackgroundPlacement(name: "widget")
}

extension View {
    /// Sets the widget's background: it fills the whole widget, behind the content margins,
    /// and is removed where the system draws its own (accented and vibrant modes).
    public func containerBackground<S: ShapeStyle>(_ style: S, for placement: ContainerBackgroundPlacement) -> some View {
        containerBackground(for: placement) { Rectangle().fill(style) }
    }

    /// Sets the widget's background to a view.
    public func containerBackground<V: View>(for placement: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedContent<Self, _NodeModifier> {
        let background = content()
        return wrapped { child, context in
            // An empty background (`containerBackground(for: .widget) {}`) still adopts the API.
            let bg = context.resolveSingle(background, alignment: alignment) ?? ViewNode(LayoutPrimitive(ZStackLayout(alignment: alignment), name: "ZStack"), scope: context)
            return ViewNode(ContainerBackgroundPrimitive(), children: [child, bg], scope: context)
        }
    }
}

extension View {
    /// Puts the view in the accent group of the accented rendering mode.
    public func widgetAccentable(_ accentable: Bool = true) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChanged { $0.isWidgetAccentable = accentable }
    }

    /// Sets how images in the view render in the accented mode.
    public func widgetAccentedRenderingMode(_ mode: WidgetAccentedRenderingMode?) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChanged { $0.accentedRenderingMode = mode }
    }
}

/// A resolved `containerBackground`: the content (first child) as is; the background (second
/// child) is taken out by the composer, which draws it over the whole widget.
struct ContainerBackgroundPrimitive: RenderEffectPrimitive {
    var name: String { "containerBackground" }

    func guideChildren(in box: LayoutBox) -> Range<Int> { 0..<min(1, box.children.count) }

    func paint(_ node: LayoutNode, with painter: Painter, into items: inout [DisplayItem]) {
        if let content = node.children.first { painter.paint(content, into: &items) }
    }
}
