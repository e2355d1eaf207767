import Foundation

/// SwiftUI's stack algorithm along one axis, shared by ``HStackLayout`` and ``VStackLayout``
/// (see the Layout Algorithm article).
///
/// With a concrete proposal along the axis: every child is measured at its minimum (0) and
/// maximum (∞); children are ordered by priority (descending), then flexibility (max − min,
/// ascending; of two infinitely flexible ones the larger minimum first); the minimums of
/// lower-priority groups are reserved, and each child in order is offered an equal share of
/// what is left. With a `nil` proposal along the axis every child is proposed `nil` there.
/// Across the axis children are aligned by their guides.
struct StackAlgorithm {
    let axis: Axis
    /// The guide children are aligned by across the axis.
    let alignment: AlignmentKey
    /// The gap between neighbours (`nil`: each pair's preferred spacing).
    let spacing: CGFloat?

    /// The sizing of a stack for one proposal: what each child was proposed and answered.
    struct Plan {
        var size: CGSize
        var proposals: [ProposedViewSize]
        var sizes: [CGSize]
        /// Each child's offset along the axis and across it.
        var majorOffsets: [CGFloat]
        var minorOffsets: [CGFloat]
    }

    /// Plans remembered per proposal: sizing, placement and guides all ask.
    final class Cache {
        var plans: [ProposedViewSize: Plan] = [:]
    }

    func plan(_ p: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: Cache) -> Plan {
        if let cached = cache.plans[p] { return cached }
        let plan = makePlan(p, subviews)
        cache.plans[p] = plan
        return plan
    }

    func place(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: Cache) {
        let plan = plan(proposal, subviews, cache)
        for (i, subview) in subviews.enumerated() {
            let major = plan.majorOffsets[i]
            let minor = plan.minorOffsets[i]
            let point =
                axis == .horizontal
                ? CGPoint(x: bounds.minX + major, y: bounds.minY + minor)
                : CGPoint(x: bounds.minX + minor, y: bounds.minY + major)
            subview.place(at: point, proposal: plan.proposals[i])
        }
    }

    private func makePlan(_ p: ProposedViewSize, _ subviews: LayoutSubviews) -> Plan {
        let minor: Axis = axis == .horizontal ? .vertical : .horizontal
        let n = subviews.count
        guard n > 0 else { return Plan(size: .zero, proposals: [], sizes: [], majorOffsets: [], minorOffsets: []) }
        let gaps: [CGFloat] = (0..<(n - 1)).map { i in
            spacing ?? subviews[i].spacing.distance(to: subviews[i + 1].spacing, along: axis)
        }
        let totalGaps = gaps.reduce(0, +)
        let minorProposal = p[minor]
        var proposals = [ProposedViewSize](repeating: .unspecified, count: n)
        var sizes = [CGSize](repeating: .zero, count: n)

        if let major = p[axis] {
            let mins = subviews.map { $0.sizeThatFits(ProposedViewSize(axis: axis, major: 0, minor: minorProposal)).along(axis) }
            let maxs = subviews.map { $0.sizeThatFits(ProposedViewSize(axis: axis, major: .infinity, minor: minorProposal)).along(axis) }
            let priorities = subviews.map(\.priority)
            let flex = zip(mins, maxs).map { $1 - $0 }
            let order = (0..<n).sorted { a, b in
                if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
                if flex[a].isInfinite && flex[b].isInfinite, mins[a] != mins[b] { return mins[a] > mins[b] }
                if flex[a] != flex[b] { return flex[a] < flex[b] }
                return a < b
            }
            var groups: [[Int]] = []
            for i in order {
                if let last = groups.last?.last, priorities[last] == priorities[i] {
                    groups[groups.count - 1].append(i)
                } else {
                    groups.append([i])
                }
            }
            var available = major - totalGaps
            for group in groups.dropFirst() { available -= group.reduce(0) { $0 + mins[$1] } }
            for (g, group) in groups.enumerated() {
                if g > 0 { available += group.reduce(0) { $0 + mins[$1] } }
                for (k, i) in group.enumerated() {
                    let remaining = CGFloat(group.count - k)
                    let share = available.isInfinite ? available : max(available / remaining, 0)
                    let proposal = ProposedViewSize(axis: axis, major: share, minor: minorProposal)
                    let s = subviews[i].sizeThatFits(proposal)
                    proposals[i] = proposal
                    sizes[i] = s
                    if !available.isInfinite { available -= s.along(axis) }
                }
            }
        } else {
            let proposal = ProposedViewSize(axis: axis, major: nil, minor: minorProposal)
            for i in 0..<n {
                proposals[i] = proposal
                sizes[i] = subviews[i].sizeThatFits(proposal)
            }
        }

        let guides = (0..<n).map { i in subviews[i].dimensions(in: proposals[i])[alignment] }
        let maxGuide = guides.max() ?? 0
        var lowest: CGFloat = 0
        var highest: CGFloat = 0
        var minorOffsets: [CGFloat] = []
        for i in 0..<n {
            let start = maxGuide - guides[i]
            minorOffsets.append(start)
            if i == 0 {
                lowest = start
                highest = start + sizes[i].along(minor)
            } else {
                lowest = min(lowest, start)
                highest = max(highest, start + sizes[i].along(minor))
            }
        }
        var majorOffsets: [CGFloat] = []
        var cursor: CGFloat = 0
        for i in 0..<n {
            majorOffsets.append(cursor)
            cursor += sizes[i].along(axis) + (i < gaps.count ? gaps[i] : 0)
        }
        let majorTotal = sizes.reduce(0) { $0 + $1.along(axis) } + totalGaps
        let minorTotal = highest - lowest
        let size = axis == .horizontal ? CGSize(width: majorTotal, height: minorTotal) : CGSize(width: minorTotal, height: majorTotal)
        return Plan(size: size, proposals: proposals, sizes: sizes, majorOffsets: majorOffsets, minorOffsets: minorOffsets.map { $0 - lowest })
    }
}

extension CGSize {
    func along(_ axis: Axis) -> CGFloat { axis == .horizontal ? width : height }
}
