import Foundation

/// A resolved `aspectRatio(_:contentMode:)`: an all-`nil` proposal passes through; otherwise
/// with r = (ratio, 1) (the child's ideal size when `nil`) and k = min (fit) or max (fill) of
/// p.w / r.w and p.h / r.h (a `nil` axis counting as ∞), the child is proposed r × k.
struct AspectRatioPrimitive: ModifierPrimitive {
    let ratio: CGFloat?
    let contentMode: ContentMode

    var name: String { "aspectRatio" }

    func childProposal(_ p: ProposedViewSize, in box: LayoutBox) -> ProposedViewSize {
        if p.width == nil && p.height == nil { return p }
        let r: CGSize
        if let ratio {
            r = CGSize(width: ratio, height: 1)
        } else {
            guard let ideal = box.children.first?.size(for: .unspecified), ideal.width > 0, ideal.height > 0 else { return p }
            r = ideal
        }
        let kw = p.width.map { $0 / r.width } ?? .infinity
        let kh = p.height.map { $0 / r.height } ?? .infinity
        let k = contentMode == .fit ? min(kw, kh) : max(kw, kh)
        guard !k.isNaN else { return p }
        // A huge ratio times a finite proposal can overflow to ∞, which would ask the child for
        // its maximum: an axis not proposed ∞ stays within the engine's longest length.
        func bounded(_ v: CGFloat, proposed: CGFloat?) -> CGFloat {
            proposed == .infinity ? v : min(v, ValueCheck.maximumLength)
        }
        return ProposedViewSize(width: bounded(r.width * k, proposed: p.width), height: bounded(r.height * k, proposed: p.height))
    }
}
