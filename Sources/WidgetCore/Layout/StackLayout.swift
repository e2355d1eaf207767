import Foundation

/// The sizing of a stack for one proposal: what each child was proposed and answered.
struct StackPlan {
    var size: CGSize
    var proposals: [ProposedViewSize]
    var sizes: [CGSize]
    var gaps: [CGFloat]
    /// Each child's offset across the stack's axis.
    var minorOffsets: [CGFloat]
}

extension LayoutBox {
    /// The gap between two adjacent children of a stack whose `spacing` is nil.
    ///
    /// SwiftUI derives spacing from the pair of views; this keeps the documented cases in one
    /// place: 0 next to a `Spacer` (its `minLength` provides the gap), 8 otherwise, including
    /// between text views (an unverified simplification of SwiftUI's font-metric spacing).
    static func defaultSpacing(_ a: LayoutBox, _ b: LayoutBox, axis: Axis) -> CGFloat {
        if a.isSpacer || b.isSpacer { return 0 }
        return LayoutDefaults.spacing
    }

    /// The stack's plan for a proposal (cached: sizing, baselines and placement all ask).
    func stackPlan(axis: Axis, alignment: Alignment, spacing: CGFloat?, proposal p: ProposedViewSize) -> StackPlan {
        if let cached = planCache[p] { return cached }
        let plan = computeStackPlan(axis: axis, alignment: alignment, spacing: spacing, proposal: p)
        planCache[p] = plan
        return plan
    }

    private func computeStackPlan(axis: Axis, alignment: Alignment, spacing: CGFloat?, proposal p: ProposedViewSize) -> StackPlan {
        let minor: Axis = axis == .horizontal ? .vertical : .horizontal
        let n = children.count
        guard n > 0 else {
            return StackPlan(size: .zero, proposals: [], sizes: [], gaps: [], minorOffsets: [])
        }
        let gaps: [CGFloat] = (0..<max(n - 1, 0)).map { i in
            spacing ?? LayoutBox.defaultSpacing(children[i], children[i + 1], axis: axis)
        }
        let totalGaps = gaps.reduce(0, +)
        let minorProposal = p[minor]
        var proposals = [ProposedViewSize](repeating: .unspecified, count: n)
        var sizes = [CGSize](repeating: .zero, count: n)

        if let major = p[axis] {
            // 2. Measure each child's minimum and maximum along the axis.
            let mins = children.map { $0.size(for: ProposedViewSize(axis: axis, major: 0, minor: minorProposal)).along(axis) }
            let maxs = children.map { $0.size(for: ProposedViewSize(axis: axis, major: .infinity, minor: minorProposal)).along(axis) }
            let flex = zip(mins, maxs).map { $1 - $0 }
            // 3. Priority descending, then flexibility ascending (stable); two infinitely
            //    flexible children: the larger minimum first.
            let order = (0..<n).sorted { a, b in
                let pa = children[a].node.priority, pb = children[b].node.priority
                if pa != pb { return pa > pb }
                if flex[a].isInfinite && flex[b].isInfinite, mins[a] != mins[b] { return mins[a] > mins[b] }
                if flex[a] != flex[b] { return flex[a] < flex[b] }
                return a < b
            }
            // 4. Group equal priorities; reserve the minimums of lower-priority groups.
            var groups: [[Int]] = []
            for i in order {
                if let last = groups.last?.last, children[last].node.priority == children[i].node.priority {
                    groups[groups.count - 1].append(i)
                } else {
                    groups.append([i])
                }
            }
            var available = major - totalGaps
            for group in groups.dropFirst() { available -= group.reduce(0) { $0 + mins[$1] } }
            for (g, group) in groups.enumerated() {
                if g > 0 { available += group.reduce(0) { $0 + mins[$1] } }
                // 5. Propose each child an equal share of what is left.
                for (k, i) in group.enumerated() {
                    let remaining = CGFloat(group.count - k)
                    let share = available.isInfinite ? available : max(available / remaining, 0)
                    let proposal = ProposedViewSize(axis: axis, major: share, minor: minorProposal)
                    let s = children[i].size(for: proposal)
                    proposals[i] = proposal
                    sizes[i] = s
                    if !available.isInfinite { available -= s.along(axis) }
                }
            }
        } else {
            for (i, child) in children.enumerated() {
                let proposal = ProposedViewSize(axis: axis, major: nil, minor: minorProposal)
                proposals[i] = proposal
                sizes[i] = child.size(for: proposal)
            }
        }

        // 6. Major: sum + gaps; minor: extent of the children aligned by their guides.
        let guides = (0..<n).map { i in children[i].alignmentGuide(alignment, axis: minor, size: sizes[i], proposal: proposals[i]) }
        let maxGuide = guides.max() ?? 0
        var lowest: CGFloat = 0, highest: CGFloat = 0
        var offsets: [CGFloat] = []
        for i in 0..<n {
            let start = maxGuide - guides[i]
            offsets.append(start)
            if i == 0 { lowest = start; highest = start + sizes[i].along(minor) } else {
                lowest = min(lowest, start)
                highest = max(highest, start + sizes[i].along(minor))
            }
        }
        let majorTotal = sizes.reduce(0) { $0 + $1.along(axis) } + totalGaps
        let minorTotal = highest - lowest
        let size = axis == .horizontal ? CGSize(width: majorTotal, height: minorTotal) : CGSize(width: minorTotal, height: majorTotal)
        return StackPlan(size: size, proposals: proposals, sizes: sizes, gaps: gaps, minorOffsets: offsets.map { $0 - lowest })
    }
}

extension CGSize {
    func along(_ axis: Axis) -> CGFloat { axis == .horizontal ? width : height }
}
