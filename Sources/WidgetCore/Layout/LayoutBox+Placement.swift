import Foundation

extension LayoutBox {
    /// Places this view with its top-leading corner at `origin` (root coordinates), sized for
    /// `proposal`, and its children recursively.
    func place(at origin: CGPoint, proposal p: ProposedViewSize) -> LayoutNode {
        let size = self.size(for: p)
        let frame = CGRect(origin: origin, size: size)
        var out = LayoutNode(
            kind: node.kind, name: node.name, frame: frame, identifier: node.identifier, children: [],
            accentGroup: node.accentGroup, accentedRenderingMode: node.accentedRenderingMode, textLayout: nil
        )
        switch node.kind {
        case .text:
            let r = textResult(for: p)
            out.textLayout = LayoutNode.TextLayout(width: r.width, maxLines: r.maxLines, fontScale: r.fontScale, metrics: r.metrics)
            if r.metrics.missingGlyphCount > 0, case .text(let t) = node.kind {
                engine.diagnostics.report(Diagnostic(.missingGlyphs, "text \"\(Text.excerpt(t.text.string))\" has \(r.metrics.missingGlyphCount) character(s) no bundled font can draw; they show as boxes. Emoji and non-Latin scripts need a font in Fonts/."))
            }
            if r.metrics.isTruncated, case .text(let t) = node.kind {
                engine.diagnostics.report(Diagnostic(.truncatedText, "text \"\(Text.excerpt(t.text.string))\" is truncated to \(r.metrics.lineCount) line(s) in \(LayoutDump.format(size.width)) × \(LayoutDump.format(size.height)) pt; give it more room, allow more lines, or use minimumScaleFactor."))
            }
        case .shape, .spacer, .divider:
            break
        case .stack(let axis, let alignment, let spacing):
            let plan = stackPlan(axis: axis, alignment: alignment, spacing: spacing, proposal: p)
            var cursor: CGFloat = 0
            for (i, child) in children.enumerated() {
                let o = axis == .horizontal
                    ? CGPoint(x: origin.x + cursor, y: origin.y + plan.minorOffsets[i])
                    : CGPoint(x: origin.x + plan.minorOffsets[i], y: origin.y + cursor)
                out.children.append(child.place(at: o, proposal: plan.proposals[i]))
                cursor += plan.sizes[i].along(axis) + (i < plan.gaps.count ? plan.gaps[i] : 0)
            }
        case .zstack(let alignment):
            let childProposal = ProposedViewSize(size)
            out.children = children.map { placeAligned($0, in: frame, proposal: childProposal, alignment: alignment) }
        case .padding(let insets):
            if let child = children.first {
                out.children = [child.place(at: CGPoint(x: origin.x + insets.leading, y: origin.y + insets.top), proposal: paddingProposal(p, insets))]
            }
        case .frame(let width, let height, let alignment):
            if let child = children.first {
                let cp = ProposedViewSize(width: width ?? p.width, height: height ?? p.height)
                out.children = [placeAligned(child, in: frame, proposal: cp, alignment: alignment)]
            }
        case .flexibleFrame(let spec):
            if let child = children.first {
                out.children = [placeAligned(child, in: frame, proposal: flexibleChildProposal(p, spec), alignment: spec.alignment)]
            }
        case .fixedSize(let h, let v):
            if let child = children.first {
                out.children = [child.place(at: origin, proposal: ProposedViewSize(width: h ? nil : p.width, height: v ? nil : p.height))]
            }
        case .aspectRatio(let ratio, let mode):
            if let child = children.first {
                out.children = [child.place(at: origin, proposal: aspectProposal(p, ratio: ratio, mode: mode, child: child))]
            }
        case .viewThatFits:
            if let i = chosenChild(p) {
                out.children = [children[i].place(at: origin, proposal: p)]
            }
        case .background(let alignment), .overlay(let alignment):
            guard let primary = children.first else { break }
            let placedPrimary = primary.place(at: origin, proposal: p)
            var layers = [placedPrimary]
            if children.count > 1 {
                let secondary = placeAligned(children[1], in: frame, proposal: ProposedViewSize(size), alignment: alignment)
                if case .background = node.kind { layers.insert(secondary, at: 0) } else { layers.append(secondary) }
            }
            out.children = layers
        case .offset(let delta):
            if let child = children.first {
                out.children = [child.place(at: CGPoint(x: origin.x + delta.width, y: origin.y + delta.height), proposal: p)]
            }
        case .opacity, .clip, .containerBackground:
            if let child = children.first {
                out.children = [child.place(at: origin, proposal: p)]
            }
        case .group:
            // Identifier wrappers collapse into their child, which takes the identifier.
            if let child = children.first {
                var placed = child.place(at: origin, proposal: p)
                if placed.identifier == nil || node.identifier != nil { placed.identifier = node.identifier ?? placed.identifier }
                return placed
            }
        }
        return out
    }

    /// Places `child` inside `frame` so that their alignment guides coincide.
    func placeAligned(_ child: LayoutBox, in frame: CGRect, proposal: ProposedViewSize, alignment: Alignment) -> LayoutNode {
        let c = child.size(for: proposal)
        let x = alignment.horizontal.offset(in: frame.width) - alignment.horizontal.offset(in: c.width)
        let y = LayoutBox.containerGuide(alignment.vertical, height: frame.height)
            - child.alignmentGuide(alignment, axis: .vertical, size: c, proposal: proposal)
        return child.place(at: CGPoint(x: frame.minX + x, y: frame.minY + y), proposal: proposal)
    }
}

extension LayoutBox {
    /// The vertical guide of a container's own frame (frame, ZStack, background, overlay):
    /// its baselines default to its bottom edge, as for any view without text of its own.
    static func containerGuide(_ alignment: VerticalAlignment, height: CGFloat) -> CGFloat {
        switch alignment.guide {
        case .top: return 0
        case .center: return height / 2
        case .bottom, .firstTextBaseline, .lastTextBaseline: return height
        }
    }
}
