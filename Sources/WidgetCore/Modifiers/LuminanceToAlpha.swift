import Foundation

extension View {
    /// Turns the view's luminance into its alpha, as SwiftUI's `luminanceToAlpha()`: the view
    /// draws black, with alpha = luminance × its own alpha.
    ///
    /// The luminance uses the Rec. 709 weights `0.2126 R + 0.7152 G + 0.0722 B` on the sRGB
    /// values as stored (not linearised): Apple documents no colour space, and these are the
    /// weights OpenSwiftUI applies. Combined with `widgetAccentable()` it gives the pre-iOS 18
    /// way of drawing a monochrome glyph from a full-colour image in the accented mode:
    ///
    /// ```swift
    /// Image("logo").luminanceToAlpha().widgetAccentable()
    /// // white pixels → opaque accent tint, black pixels → transparent
    /// ```
    public func luminanceToAlpha() -> ModifiedContent<Self, _NodeModifier> {
        wrapped { child, context in
            ViewNode(LuminanceToAlphaPrimitive(), children: [child], scope: context)
        }
    }
}

/// A resolved `luminanceToAlpha()`: the child between a begin/end luminance-to-alpha pair.
struct LuminanceToAlphaPrimitive: RenderEffectPrimitive {
    var name: String { "luminanceToAlpha" }

    func paint(_ node: LayoutNode, with painter: Painter, into items: inout [DisplayItem]) {
        var inner: [DisplayItem] = []
        painter.paintChildren(of: node, into: &inner)
        guard !inner.isEmpty else { return }
        items.append(painter.item(.beginLuminanceToAlpha, for: node))
        items += inner
        items.append(painter.item(.endLuminanceToAlpha, for: node))
    }
}
