import Foundation

/// A node during layout: the resolved node, its children, and caches of its answers.
final class LayoutBox {
    let node: ViewNode
    let children: [LayoutBox]
    /// The axis of the nearest enclosing stack (for `Spacer` and `Divider`), if any.
    let stackAxis: Axis?
    unowned let engine: LayoutEngine
    private var sizeCache: [ProposedViewSize: CGSize] = [:]
    var textCache: [ProposedViewSize: TextResult] = [:]
    var choiceCache: [ProposedViewSize: Int] = [:]
    var planCache: [ProposedViewSize: StackPlan] = [:]
    var baselineCache: [BaselineKey: CGFloat?] = [:]

    /// A baseline question: which baseline, for which proposal.
    struct BaselineKey: Hashable {
        var first: Bool
        var proposal: ProposedViewSize
    }

    init(_ node: ViewNode, stackAxis: Axis?, engine: LayoutEngine) {
        self.node = node
        self.stackAxis = stackAxis
        self.engine = engine
        let childAxis: Axis?
        switch node.kind {
        case .stack(let axis, _, _): childAxis = axis
        case .padding, .frame, .flexibleFrame, .fixedSize, .aspectRatio, .offset, .opacity, .clip, .group: childAxis = stackAxis
        default: childAxis = nil
        }
        children = node.children.enumerated().map { index, child in
            // The secondary views of background/overlay and the container background are
            // never in the stack.
            let axis: Axis?
            switch node.kind {
            case .background, .overlay, .containerBackground: axis = index == 0 ? stackAxis : nil
            default: axis = childAxis
            }
            return LayoutBox(child, stackAxis: axis, engine: engine)
        }
    }

    /// A root box: one node as is, several wrapped in an implicit `VStack`.
    convenience init(rootFor nodes: [ViewNode], engine: LayoutEngine) {
        if nodes.count == 1, let only = nodes.first {
            self.init(only, stackAxis: nil, engine: engine)
        } else {
            let context = ResolveContext(environment: EnvironmentValues(), diagnostics: engine.diagnostics)
            let stack = ViewNode(.stack(.vertical, alignment: .center, spacing: nil), children: nodes, context: context)
            self.init(stack, stackAxis: nil, engine: engine)
        }
    }

    var scale: CGFloat { node.displayScale > 0 && node.displayScale.isFinite ? node.displayScale : 1 }

    /// The size this view answers for `proposal` (cached).
    func size(for proposal: ProposedViewSize) -> CGSize {
        if let cached = sizeCache[proposal] { return cached }
        let s = computeSize(proposal)
        let clean = CGSize(width: LayoutBox.clean(s.width), height: LayoutBox.clean(s.height))
        sizeCache[proposal] = clean
        return clean
    }

    /// Non-negative, never NaN.
    static func clean(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : max(v, 0) }

    /// Whether the node is a `Spacer` (looking through identifier wrappers).
    var isSpacer: Bool {
        switch node.kind {
        case .spacer: return true
        case .group: return children.first?.isSpacer ?? false
        default: return false
        }
    }

    var isText: Bool {
        switch node.kind {
        case .text: return true
        case .group: return children.first?.isText ?? false
        default: return false
        }
    }
}
