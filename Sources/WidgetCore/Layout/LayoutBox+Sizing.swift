import Foundation

/// Layout constants that SwiftUI does not publish; each is a choice, kept here.
enum LayoutDefaults {
    /// The size of a view with no size of its own for an unspecified (`nil`) proposal.
    static let unspecifiedLength: CGFloat = 10
    /// Spacing between adjacent stack children when the stack's `spacing` is nil.
    static let spacing: CGFloat = 8
    /// A Spacer's minimum length when `minLength` is nil (the default spacing).
    static let spacerMinLength: CGFloat = 8
}

extension LayoutBox {
    func computeSize(_ p: ProposedViewSize) -> CGSize {
        switch node.kind {
        case .text:
            return textResult(for: p).size
        case .shape(let shape, _):
            return shape.sizeThatFits(p)
        case .spacer(let minLength):
            return spacerSize(p, minLength: minLength ?? LayoutDefaults.spacerMinLength)
        case .divider:
            return dividerSize(p)
        case .stack(let axis, let alignment, let spacing):
            return stackPlan(axis: axis, alignment: alignment, spacing: spacing, proposal: p).size
        case .zstack(let alignment):
            return zstackSize(p, alignment: alignment)
        case .padding(let insets):
            guard let child = children.first else { return .zero }
            let c = child.size(for: paddingProposal(p, insets))
            return CGSize(width: c.width + insets.horizontal, height: c.height + insets.vertical)
        case .frame(let width, let height, _):
            guard let child = children.first else { return CGSize(width: width ?? 0, height: height ?? 0) }
            if let w = width, let h = height { return CGSize(width: w, height: h) }
            let c = child.size(for: ProposedViewSize(width: width ?? p.width, height: height ?? p.height))
            return CGSize(width: width ?? c.width, height: height ?? c.height)
        case .flexibleFrame(let spec):
            return flexibleFrameSize(p, spec)
        case .fixedSize(let h, let v):
            return children.first?.size(for: ProposedViewSize(width: h ? nil : p.width, height: v ? nil : p.height)) ?? .zero
        case .aspectRatio(let ratio, let mode):
            guard let child = children.first else { return .zero }
            return child.size(for: aspectProposal(p, ratio: ratio, mode: mode, child: child))
        case .viewThatFits:
            guard let chosen = chosenChild(p) else { return .zero }
            return children[chosen].size(for: p)
        case .background, .overlay, .offset, .opacity, .clip, .containerBackground, .group:
            return children.first?.size(for: p) ?? .zero
        }
    }

    func spacerSize(_ p: ProposedViewSize, minLength: CGFloat) -> CGSize {
        guard let axis = stackAxis else {
            return CGSize(width: max(p.width ?? minLength, minLength), height: max(p.height ?? minLength, minLength))
        }
        let major = max(p[axis] ?? minLength, minLength)
        return axis == .horizontal ? CGSize(width: major, height: 0) : CGSize(width: 0, height: major)
    }

    func dividerSize(_ p: ProposedViewSize) -> CGSize {
        let thickness = 1 / scale
        let unspecified = LayoutDefaults.unspecifiedLength
        if stackAxis == .horizontal {
            return CGSize(width: thickness, height: p.height ?? unspecified)
        }
        return CGSize(width: p.width ?? unspecified, height: thickness)
    }

    func paddingProposal(_ p: ProposedViewSize, _ insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(
            width: p.width.map { max(0, $0 - insets.horizontal) },
            height: p.height.map { max(0, $0 - insets.vertical) }
        )
    }

    func zstackSize(_ p: ProposedViewSize, alignment: Alignment) -> CGSize {
        guard let top = children.map({ $0.node.priority }).max() else { return .zero }
        var size = CGSize.zero
        for child in children where child.node.priority == top {
            let c = child.size(for: p)
            size.width = max(size.width, c.width)
            size.height = max(size.height, c.height)
        }
        return size
    }

    /// The proposal a flexible frame makes to its child.
    func flexibleChildProposal(_ p: ProposedViewSize, _ spec: ViewNode.FlexibleFrame) -> ProposedViewSize {
        func axis(_ proposed: CGFloat?, _ mn: CGFloat?, _ ideal: CGFloat?, _ mx: CGFloat?) -> CGFloat? {
            guard var v = proposed ?? ideal else { return nil }
            if let m = mn { v = max(v, m) }
            if let m = mx { v = min(v, m) }
            return v
        }
        return ProposedViewSize(
            width: axis(p.width, spec.minWidth, spec.idealWidth, spec.maxWidth),
            height: axis(p.height, spec.minHeight, spec.idealHeight, spec.maxHeight)
        )
    }

    func flexibleFrameSize(_ p: ProposedViewSize, _ spec: ViewNode.FlexibleFrame) -> CGSize {
        let childProposal = flexibleChildProposal(p, spec)
        let c = children.first?.size(for: childProposal) ?? .zero
        func axis(_ proposed: CGFloat?, _ mn: CGFloat?, _ ideal: CGFloat?, _ mx: CGFloat?, _ child: CGFloat) -> CGFloat {
            if proposed == nil, let i = ideal { return i }
            switch (mn, mx) {
            case let (lo?, hi?):
                return min(max(proposed ?? child, lo), hi)
            case let (lo?, nil):
                return max(min(proposed ?? .infinity, child), lo)
            case let (nil, hi?):
                return min(max(proposed ?? -.infinity, child), hi)
            case (nil, nil):
                return child
            }
        }
        return CGSize(
            width: axis(p.width, spec.minWidth, spec.idealWidth, spec.maxWidth, c.width),
            height: axis(p.height, spec.minHeight, spec.idealHeight, spec.maxHeight, c.height)
        )
    }

    /// The proposal `aspectRatio` makes to its child: the ratio scaled by
    /// k = min (fit) or max (fill) of p.w/r.w and p.h/r.h, a `nil` axis counting as ∞;
    /// an all-`nil` proposal passes through.
    func aspectProposal(_ p: ProposedViewSize, ratio: CGFloat?, mode: ContentMode, child: LayoutBox) -> ProposedViewSize {
        if p.width == nil && p.height == nil { return p }
        let r: CGSize
        if let ratio {
            r = CGSize(width: ratio, height: 1)
        } else {
            let ideal = child.size(for: .unspecified)
            guard ideal.width > 0, ideal.height > 0 else { return p }
            r = ideal
        }
        let kw = p.width.map { $0 / r.width } ?? .infinity
        let kh = p.height.map { $0 / r.height } ?? .infinity
        let k = mode == .fit ? min(kw, kh) : max(kw, kh)
        guard !k.isNaN else { return p }
        return ProposedViewSize(width: r.width * k, height: r.height * k)
    }

    /// `ViewThatFits`: the index of the first child whose ideal size fits the proposal on
    /// the constrained axes, else the last.
    func chosenChild(_ p: ProposedViewSize) -> Int? {
        if let cached = choiceCache[p] { return cached }
        guard !children.isEmpty, case .viewThatFits(let axes) = node.kind else { return nil }
        let tolerance: CGFloat = 0.001
        var chosen = children.count - 1
        for (i, child) in children.enumerated() {
            let probe = ProposedViewSize(
                width: axes.contains(.horizontal) ? nil : p.width,
                height: axes.contains(.vertical) ? nil : p.height
            )
            let ideal = child.size(for: probe)
            let fitsW = !axes.contains(.horizontal) || p.width.map { ideal.width <= $0 + tolerance } ?? true
            let fitsH = !axes.contains(.vertical) || p.height.map { ideal.height <= $0 + tolerance } ?? true
            if fitsW && fitsH {
                chosen = i
                break
            }
        }
        choiceCache[p] = chosen
        return chosen
    }
}
