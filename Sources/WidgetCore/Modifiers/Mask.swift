import Foundation

extension View {
    /// Masks the view with the alpha of `mask`, which is laid out over the view as an
    /// overlay is (proposed the view's size, aligned by `alignment`), as SwiftUI's `mask`.
    ///
    /// ```swift
    /// LinearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing)
    ///     .mask { Text("Streak").font(.largeTitle.bold()) }
    /// ```
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
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

/// A resolved `mask`: sized, aligned and prioritised as its content (first child); the mask
/// (second child) is proposed the content's size and aligned, and its alpha gates the content.
struct MaskPrimitive: Primitive {
    let alignment: Alignment

    var name: String { "mask" }

    func defaultPriority(children: [ViewNode]) -> Double { children.first?.priority ?? 0 }

    func stackAxis(ofChild index: Int, inherited: Axis?) -> Axis? { index == 0 ? inherited : nil }

    func sizeThatFits(_ p: ProposedViewSize, in box: LayoutBox) -> CGSize {
        box.children.first?.size(for: p) ?? .zero
    }

    func guideChildren(in box: LayoutBox) -> Range<Int> { 0..<min(1, box.children.count) }

    func placements(_ p: ProposedViewSize, size: CGSize, in box: LayoutBox) -> [ChildPlacement] {
        guard !box.children.isEmpty else { return [] }
        var placed = [ChildPlacement(index: 0, origin: .zero, proposal: p)]
        if box.children.count > 1 {
            let mp = ProposedViewSize(size)
            placed.append(ChildPlacement(index: 1, origin: box.alignedOrigin(of: box.children[1], proposal: mp, in: size, alignment: alignment), proposal: mp))
        }
        return placed
    }

    func paint(_ node: LayoutNode, with painter: Painter, into items: inout [DisplayItem]) {
        guard let content = node.children.first, node.children.count > 1 else { return }
        items.append(painter.item(.beginMask, for: node))
        painter.paint(node.children[1], into: &items)
        items.append(painter.item(.beginMaskedContent, for: node))
        painter.paint(content, into: &items)
        items.append(painter.item(.endMask, for: node))
    }
}
