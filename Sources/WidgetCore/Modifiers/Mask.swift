import Foundation

extension View {
    /// Masks the view with the alpha of `mask`, which is laid out over the view as an
    /// overlay is (proposed the view's size, aligned by `alignment`), as SwiftUI's `mask`.
    ///
    /// ```swift
    /// LinearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing)
    ///     .mask { Text("Streak").font(.largeTitle.bold()) }
    /// ```
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> ModifiedContent<Self, _NodeModifier> {
        let content = mask()
        return wrapped { child, scope in
            guard let maskNode = scope.resolveSingle(content, alignment: alignment) else {
                // An empty mask lets nothing through.
                return ViewNode(MaskPrimitive(alignment: alignment), children: [child], scope: scope)
            }
            return ViewNode(MaskPrimitive(alignment: alignment), children: [child, maskNode], scope: scope)
        }
    }
}

/// A resolved `mask`: laid out as ``SecondaryLayerPrimitive`` describes; the mask's (second
/// child's) alpha gates the content.
struct MaskPrimitive: SecondaryLayerPrimitive {
    let alignment: Alignment

    var name: String { "mask" }

    var secondaryIsBehind: Bool { false }

    func paint(_ node: LayoutNode, with painter: Painter, into items: inout [DisplayItem]) {
        guard let content = node.children.first, node.children.count > 1 else { return }
        items.append(painter.item(.beginMask, for: node))
        painter.paint(node.children[1], into: &items)
        items.append(painter.item(.beginMaskedContent, for: node))
        painter.paint(content, into: &items)
        items.append(painter.item(.endMask, for: node))
    }
}

extension View {
    /// Masks the view with the alpha of `mask`, the form SwiftUI deprecated in iOS 15 for
    /// ``mask(alignment:_:)`` (`.mask(Capsule())`); centred, as that form is.
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        self.mask(alignment: .center) { mask }
    }
}
