import Foundation

/// A node during layout: the resolved node, its children, and caches of its answers.
///
/// Every question a parent asks (size, placements, guides) is cached per proposal, so each is
/// computed once per layout pass however often it is asked.
package final class LayoutBox {
    /// The resolved node.
    package let node: ViewNode
    /// The node's children (made from the node's, or by the primitive while placing).
    package private(set) var children: [LayoutBox]
    /// The axis of the nearest enclosing stack (for `Spacer` and `Divider`), if any.
    package let stackAxis: Axis?
    unowned let engine: LayoutEngine
    private var sizeCache = FewKeyCache<ProposedViewSize, CGSize>()
    private var placementCache = FewKeyCache<ProposedViewSize, [ChildPlacement]>()
    private var guideCache = FewKeyCache<GuideQuery, CGFloat?>()
    private var spacingCache: ViewSpacing?
    /// Storage a primitive keeps between questions (a stack's plans, a text's measurements).
    private var primitiveState: AnyObject?

    private struct GuideQuery: Hashable {
        var key: AlignmentKey
        var proposal: ProposedViewSize
    }

    init(_ node: ViewNode, stackAxis: Axis?, engine: LayoutEngine) {
        self.node = node
        self.stackAxis = stackAxis
        self.engine = engine
        children = node.children.enumerated().map { index, child in
            LayoutBox(child, stackAxis: node.primitive.stackAxis(ofChild: index, inherited: stackAxis), engine: engine)
        }
    }

    /// A root box: one node as is, several wrapped in an implicit `VStack`.
    convenience init(rootFor nodes: [ViewNode], engine: LayoutEngine) {
        if nodes.count == 1, let only = nodes.first {
            self.init(only, stackAxis: nil, engine: engine)
        } else {
            self.init(ViewNode.implicitStack(nodes), stackAxis: nil, engine: engine)
        }
    }

    /// The device scale, for snapping text sizes and dividers to pixels.
    package var scale: CGFloat { node.displayScale > 0 && node.displayScale.isFinite ? node.displayScale : 1 }

    /// The text measurer of this layout pass.
    package var measurer: any TextMeasurer { engine.measurer }

    /// Records a diagnostic found during layout.
    package func report(_ diagnostic: Diagnostic) { engine.diagnostics.report(diagnostic) }

    /// The size this view answers for `proposal` (cached): non-negative, never NaN.
    package func size(for proposal: ProposedViewSize) -> CGSize {
        if let cached = sizeCache[proposal] { return cached }
        let s = node.primitive.sizeThatFits(proposal, in: self)
        let clean = CGSize(width: LayoutBox.clean(s.width), height: LayoutBox.clean(s.height))
        sizeCache.set(clean, for: proposal)
        return clean
    }

    /// Non-negative, never NaN.
    static func clean(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : max(v, 0) }

    /// Where the children go for `proposal` (cached).
    package func placements(for proposal: ProposedViewSize) -> [ChildPlacement] {
        if let cached = placementCache[proposal] { return cached }
        let value = node.primitive.placements(proposal, size: size(for: proposal), in: self)
        placementCache.set(value, for: proposal)
        return value
    }

    /// The view's explicit value of a guide for `proposal` (cached), or `nil`.
    package func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize) -> CGFloat? {
        let query = GuideQuery(key: key, proposal: proposal)
        if let cached = guideCache[query] { return cached }
        let value = node.primitive.explicitAlignment(key, proposal: proposal, size: size(for: proposal), in: self)
        guideCache.set(value, for: query)
        return value
    }

    /// The view's size and guides for `proposal`.
    package func dimensions(for proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(size: size(for: proposal)) { [self] key in explicitAlignment(key, proposal: proposal) }
    }

    /// The value of a guide (explicit, else its default) in this view for `proposal`.
    package func alignmentValue(_ key: AlignmentKey, proposal: ProposedViewSize) -> CGFloat {
        dimensions(for: proposal)[key]
    }

    /// The explicit values of `key` of the guide children at their placements, merged by the
    /// guide's rule (the default of ``Primitive/explicitAlignment(_:proposal:size:in:)``).
    package func mergedChildAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        if key.isEdgeOrCenter && !node.primitive.passesEdgeGuides { return nil }
        let contributing = node.primitive.guideChildren(in: self)
        var values: [CGFloat] = []
        for placement in placements(for: proposal) where contributing.contains(placement.index) {
            if let v = children[placement.index].explicitAlignment(key, proposal: placement.proposal) {
                values.append(v + (key.axis == .horizontal ? placement.origin.x : placement.origin.y))
            }
        }
        return key.combine(values)
    }

    /// The spacing this view prefers around it in a stack (asked once: it does not depend on
    /// the proposal).
    package var spacing: ViewSpacing {
        if let cached = spacingCache { return cached }
        let value = node.primitive.spacing(in: self)
        spacingCache = value
        return value
    }

    /// Replaces the children with boxes of `nodes` (for primitives whose content depends on
    /// where they are placed); cached placements are dropped.
    package func replaceChildren(with nodes: [ViewNode]) {
        children = nodes.enumerated().map { index, child in
            LayoutBox(child, stackAxis: node.primitive.stackAxis(ofChild: index, inherited: stackAxis), engine: engine)
        }
        placementCache.removeAll()
        guideCache.removeAll()
        spacingCache = nil
    }

    /// The primitive's own storage, made by `make` on first use.
    package func state<State: AnyObject>(_ make: () -> State) -> State {
        if let existing = primitiveState as? State { return existing }
        let made = make()
        primitiveState = made
        return made
    }
}
