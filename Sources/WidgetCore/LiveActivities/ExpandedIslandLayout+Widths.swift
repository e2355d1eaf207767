import Foundation

extension ExpandedIslandLayout {
    /// The widths of the leading, center and trailing regions in `contentWidth`.
    ///
    /// Without a single highest priority, the center gets what the wider side's ideal width
    /// leaves on both sides, and the sides that width each (at most half the content width).
    /// A center with the highest priority gets the whole width (on a row of its own); a side
    /// with it keeps its ideal width (up to the whole width), then the other side its ideal
    /// width in what is left, then the center the rest.
    static func topWidths(lead: Region?, center: Region?, trail: Region?, contentWidth: CGFloat, spacing: CGFloat) -> (lead: CGFloat, center: CGFloat, trail: CGFloat) {
        let idealLead = min(lead?.idealWidth ?? 0, contentWidth)
        let idealTrail = min(trail?.idealWidth ?? 0, contentWidth)
        switch Self.winner(lead: lead, center: center, trail: trail) {
        case .center?:
            let side = min(max(idealLead, idealTrail), max(0, (contentWidth - spacing) / 2))
            return (lead == nil ? 0 : side, contentWidth, trail == nil ? 0 : side)
        case .leading?:
            let l = idealLead
            let t = min(idealTrail, max(0, contentWidth - l - spacing))
            return (l, Self.rest(contentWidth, l, t, spacing, center != nil), t)
        case .trailing?:
            let t = idealTrail
            let l = min(idealLead, max(0, contentWidth - t - spacing))
            return (l, Self.rest(contentWidth, l, t, spacing, center != nil), t)
        default:
            let gaps = spacing * CGFloat((center != nil ? 2 : 1))
            let side = min(max(idealLead, idealTrail), max(0, (contentWidth - gaps) / 2))
            // With a center, both sides keep their space so that the center stays centred.
            let l = lead == nil && center == nil ? 0 : side
            let t = trail == nil && center == nil ? 0 : side
            return (l, Self.rest(contentWidth, l, t, spacing, center != nil), t)
        }
    }

    /// The width the center gets between sides of `l` and `t`.
    private static func rest(_ width: CGFloat, _ l: CGFloat, _ t: CGFloat, _ spacing: CGFloat, _ hasCenter: Bool) -> CGFloat {
        guard hasCenter else { return 0 }
        let gaps = (l > 0 ? spacing : 0) + (t > 0 ? spacing : 0)
        return max(0, width - l - t - gaps)
    }

    /// The top region with a priority above the other top regions', if one has.
    private static func winner(lead: Region?, center: Region?, trail: Region?) -> DynamicIslandExpandedRegionPosition? {
        let top = [lead, center, trail].compactMap { $0 }
        guard let best = top.max(by: { $0.priority < $1.priority }), top.filter({ $0.priority == best.priority }).count == 1, top.count > 1 else { return nil }
        return best.position
    }
}
