import Foundation

extension LayoutBox {
    /// The position of `alignment`'s guide on `axis` in this view of `size`.
    func alignmentGuide(_ alignment: Alignment, axis: Axis, size: CGSize, proposal: ProposedViewSize) -> CGFloat {
        if axis == .horizontal {
            return alignment.horizontal.offset(in: size.width)
        }
        switch alignment.vertical.guide {
        case .top: return 0
        case .center: return size.height / 2
        case .bottom: return size.height
        case .firstTextBaseline: return baseline(first: true, proposal: proposal) ?? size.height
        case .lastTextBaseline: return baseline(first: false, proposal: proposal) ?? size.height
        }
    }

    /// The first or last text baseline from the top of the view, or `nil` when it has no text
    /// (its baselines then default to its bottom).
    func baseline(first: Bool, proposal p: ProposedViewSize) -> CGFloat? {
        let key = BaselineKey(first: first, proposal: p)
        if let cached = baselineCache[key] { return cached }
        let value = computeBaseline(first: first, proposal: p)
        baselineCache[key] = value
        return value
    }

    private func computeBaseline(first: Bool, proposal p: ProposedViewSize) -> CGFloat? {
        switch node.kind {
        case .text:
            let r = textResult(for: p)
            guard r.size.height > 0 else { return nil }
            return first ? r.metrics.firstBaseline : r.metrics.lastBaseline
        case .padding(let insets):
            return children.first?.baseline(first: first, proposal: paddingProposal(p, insets)).map { $0 + insets.top }
        case .background, .overlay, .offset, .opacity, .clip, .containerBackground, .group, .fixedSize:
            return children.first.flatMap { child in
                if case .fixedSize(let h, let v) = node.kind {
                    return child.baseline(first: first, proposal: ProposedViewSize(width: h ? nil : p.width, height: v ? nil : p.height))
                }
                return child.baseline(first: first, proposal: p)
            }
        case .frame(let width, let height, let alignment):
            guard let child = children.first else { return nil }
            let cp = ProposedViewSize(width: width ?? p.width, height: height ?? p.height)
            return child.baseline(first: first, proposal: cp).map { $0 + childOffsetY(child, proposal: cp, alignment: alignment, frameProposal: p) }
        case .flexibleFrame(let spec):
            guard let child = children.first else { return nil }
            let cp = flexibleChildProposal(p, spec)
            return child.baseline(first: first, proposal: cp).map { $0 + childOffsetY(child, proposal: cp, alignment: spec.alignment, frameProposal: p) }
        case .stack(let axis, let alignment, let spacing):
            let plan = stackPlan(axis: axis, alignment: alignment, spacing: spacing, proposal: p)
            let indices = first ? Array(children.indices) : Array(children.indices.reversed())
            var majorOffsets: [CGFloat] = []
            var cursor: CGFloat = 0
            for i in children.indices {
                majorOffsets.append(cursor)
                cursor += plan.sizes[i].along(axis) + (i < plan.gaps.count ? plan.gaps[i] : 0)
            }
            for i in indices {
                if let b = children[i].baseline(first: first, proposal: plan.proposals[i]) {
                    return b + (axis == .vertical ? majorOffsets[i] : plan.minorOffsets[i])
                }
            }
            return nil
        default:
            return nil
        }
    }

    /// Where a frame places its child vertically (the offset of the child's top).
    func childOffsetY(_ child: LayoutBox, proposal: ProposedViewSize, alignment: Alignment, frameProposal: ProposedViewSize) -> CGFloat {
        let frame = size(for: frameProposal)
        let c = child.size(for: proposal)
        return LayoutBox.containerGuide(alignment.vertical, height: frame.height)
            - child.alignmentGuide(alignment, axis: .vertical, size: c, proposal: proposal)
    }
}
