import Foundation

extension View {
    /// Adds the default padding (16 pt) on every edge.
    public func padding() -> ModifiedContent<Self, _NodeModifier> { padding(.all, nil) }

    /// Adds padding on the given edges; `nil` means the default 16 pt.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedContent<Self, _NodeModifier> {
        let l = length ?? PaddingDefaults.length
        return padding(
            EdgeInsets(
                top: edges.contains(.top) ? l : 0,
                leading: edges.contains(.leading) ? l : 0,
                bottom: edges.contains(.bottom) ? l : 0,
                trailing: edges.contains(.trailing) ? l : 0
            ))
    }

    /// Adds the same padding on every edge.
    public func padding(_ length: CGFloat) -> ModifiedContent<Self, _NodeModifier> { padding(.all, length) }

    /// Adds padding per edge. Negative insets are allowed and shrink the view, as in SwiftUI;
    /// NaN and ∞ are reported and replaced by 0.
    public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, _NodeModifier> {
        wrapped { child, context in
            let checked = EdgeInsets(
                top: ValueCheck.inset(insets.top, "padding top", context),
                leading: ValueCheck.inset(insets.leading, "padding leading", context),
                bottom: ValueCheck.inset(insets.bottom, "padding bottom", context),
                trailing: ValueCheck.inset(insets.trailing, "padding trailing", context)
            )
            return ViewNode(PaddingPrimitive(insets: checked), children: [child], scope: context)
        }
    }
}

enum PaddingDefaults {
    /// `padding()` with no length: 16 pt on iOS.
    static let length: CGFloat = 16
}

/// A resolved `padding`: proposes the proposal less the insets (never below 0), answers the
/// child's size plus the insets, and places the child at (leading, top).
struct PaddingPrimitive: ModifierPrimitive {
    let insets: EdgeInsets

    var name: String { "padding" }

    func childProposal(_ p: ProposedViewSize, in box: LayoutBox) -> ProposedViewSize {
        ProposedViewSize(
            width: p.width.map { max(0, $0 - insets.horizontal) },
            height: p.height.map { max(0, $0 - insets.vertical) }
        )
    }

    func sizeThatFits(_ p: ProposedViewSize, in box: LayoutBox) -> CGSize {
        guard let child = box.children.first else { return .zero }
        let c = child.size(for: childProposal(p, in: box))
        return CGSize(width: c.width + insets.horizontal, height: c.height + insets.vertical)
    }

    func placements(_ p: ProposedViewSize, size: CGSize, in box: LayoutBox) -> [ChildPlacement] {
        guard !box.children.isEmpty else { return [] }
        return [ChildPlacement(index: 0, origin: CGPoint(x: insets.leading, y: insets.top), proposal: childProposal(p, in: box))]
    }
}
