import Foundation

/// A resolved `frame(minWidth:idealWidth:maxWidth:…)`, its bounds already normalised
/// (min ≥ 0, ideal ≥ min, max ≥ ideal).
///
/// Per axis, the child is proposed clamp(proposal ?? ideal, min, max) (`nil` when both are
/// `nil`); the frame answers the ideal for a `nil` proposal if given; with both bounds
/// clamp(proposal ?? child, min, max); with only a minimum max(min(proposal ?? ∞, child), min);
/// with only a maximum min(max(proposal ?? −∞, child), max); else the child's size.
struct FlexibleFramePrimitive: ModifierPrimitive {
    /// The minimum, ideal and maximum width (`nil`: not constrained).
    var minWidth, idealWidth, maxWidth: CGFloat?
    /// The minimum, ideal and maximum height (`nil`: not constrained).
    var minHeight, idealHeight, maxHeight: CGFloat?
    /// Where the child is placed in the frame.
    var alignment: Alignment

    var name: String { "frame" }

    /// The standard spacing, keeping a framed text's spacing to the texts around it.
    func spacing(in box: LayoutBox) -> ViewSpacing { .standard(carryingTextOf: box.children.first) }

    func childProposal(_ p: ProposedViewSize, in box: LayoutBox) -> ProposedViewSize {
        func axis(_ proposed: CGFloat?, _ mn: CGFloat?, _ ideal: CGFloat?, _ mx: CGFloat?) -> CGFloat? {
            guard var v = proposed ?? ideal else { return nil }
            if let m = mn { v = max(v, m) }
            if let m = mx { v = min(v, m) }
            return v
        }
        return ProposedViewSize(
            width: axis(p.width, minWidth, idealWidth, maxWidth),
            height: axis(p.height, minHeight, idealHeight, maxHeight)
        )
    }

    func sizeThatFits(_ p: ProposedViewSize, in box: LayoutBox) -> CGSize {
        let c = box.children.first?.size(for: childProposal(p, in: box)) ?? .zero
        func axis(_ proposed: CGFloat?, _ mn: CGFloat?, _ ideal: CGFloat?, _ mx: CGFloat?, _ child: CGFloat) -> CGFloat {
            if proposed == nil, let i = ideal { return i }
            switch (mn, mx) {
            case (let lo?, let hi?): return min(max(proposed ?? child, lo), hi)
            case (let lo?, nil): return max(min(proposed ?? .infinity, child), lo)
            case (nil, let hi?): return min(max(proposed ?? -.infinity, child), hi)
            case (nil, nil): return child
            }
        }
        return CGSize(
            width: axis(p.width, minWidth, idealWidth, maxWidth, c.width),
            height: axis(p.height, minHeight, idealHeight, maxHeight, c.height)
        )
    }

    func placements(_ p: ProposedViewSize, size: CGSize, in box: LayoutBox) -> [ChildPlacement] {
        guard let child = box.children.first else { return [] }
        let cp = childProposal(p, in: box)
        return [ChildPlacement(index: 0, origin: box.alignedOrigin(of: child, proposal: cp, in: size, alignment: alignment), proposal: cp)]
    }
}
