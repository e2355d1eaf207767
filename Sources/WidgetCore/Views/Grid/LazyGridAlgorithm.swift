import Foundation

/// How a ``LazyVGrid`` or ``LazyHGrid`` sizes its tracks and lines and places its items (the
/// Layout Algorithm article, "Lazy grids"), written once for both: *across* is the axis of
/// the ``GridItem``s (a `LazyVGrid`'s width), *along* the axis it grows on (its height).
///
/// Across, the tracks are worked out twice, as SwiftUI does: for the length proposed, which
/// gives the grid's length (at least the proposal), then again for that length, which gives
/// the tracks drawn. Tracks shorter than the grid sit in it by the grid's alignment; longer
/// ones start at its leading (top) edge and overhang the other. Along, items fill the slots
/// in order, a line at a time, and each ``Section`` header and footer is a line of its own;
/// a line is as long as its longest item, and the lines are `spacing` apart.
struct LazyGridAlgorithm {
    /// The grid's name in diagnostics and dumps.
    let name: String
    /// The axis the grid grows along: vertical for a `LazyVGrid`.
    let axis: Axis
    let items: [GridItem]
    let alignment: Alignment
    /// The gap between lines.
    let spacing: CGFloat

    /// The most items a lazy grid lays out; those past it are reported and not drawn
    /// (**Choice**: a thousand is more than any widget family can show at 1 pt a slot).
    static let maximumItems = 1_000

    /// A row of a `LazyVGrid` (column of a `LazyHGrid`): the subviews in it, in slot order.
    struct Line {
        var subviews: [Int]
        /// A section header or footer, across the whole grid.
        var spansGrid: Bool
        var offset: CGFloat = 0
        var length: CGFloat = 0
    }

    /// The sizing of a grid for one proposal.
    struct Plan {
        var size: CGSize
        var tracks: LazyGridTracks
        /// Where the tracks start across the grid.
        var tracksOffset: CGFloat
        var lines: [Line]
        /// Items laid out, and items past ``maximumItems``.
        var itemCount: Int
        var cutCount: Int
    }

    /// The plans per proposal of one grid.
    final class Cache {
        var plans: [ProposedViewSize: Plan] = [:]
    }

    /// The algorithm with its inputs made usable: bad ``GridItem`` numbers, spacing and an
    /// empty item list are reported (naming `name`) and replaced; pinned views are reported.
    static func checked(_ name: String, axis: Axis, items: [GridItem], alignment: Alignment, spacing: CGFloat?, pinnedViews: PinnedScrollableViews, _ scope: ResolveScope) -> LazyGridAlgorithm {
        var items = items.map { $0.checked(in: name, scope) }
        if items.isEmpty {
            let what = axis == .vertical ? "columns" : "rows"
            scope.report(Diagnostic(.invalidValue, "\(name) has no \(what); its items are laid out in one flexible \(what.dropLast()). Pass at least one GridItem."))
            items = [GridItem()]
        }
        if !pinnedViews.isEmpty {
            scope.report(Diagnostic(.ignoredInteraction, "\(name)(pinnedViews:) pins nothing in a widget, which does not scroll; section headers and footers are drawn where they lie."))
        }
        let gap = StackSpacing.validated(spacing, scope: scope) ?? ViewSpacing.standardSpacing
        return LazyGridAlgorithm(name: name, axis: axis, items: items, alignment: alignment, spacing: gap)
    }

    /// The grid's node: a layout over its resolved content, which is not a section line itself
    /// even with one child.
    static func node<L: Layout & NamedLayout>(_ layout: L, content: some View, _ scope: ResolveScope) -> ViewNode {
        var node = ViewNode(LayoutPrimitive(layout, name: layout.layoutName, lazyGrid: true), children: scope.resolve(content), scope: scope)
        node.layoutValues[LazyGridLineKey.self] = false
        return node
    }

    func plan(_ p: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: Cache) -> Plan {
        if let cached = cache.plans[p] { return cached }
        let plan = makePlan(p, subviews)
        cache.plans[p] = plan
        return plan
    }

    private func makePlan(_ p: ProposedViewSize, _ subviews: LayoutSubviews) -> Plan {
        let proposed = across(p)
        let first = LazyGridTracks(items, available: proposed)
        var length = first.length
        if let proposed, proposed.isFinite { length = max(proposed, first.length) }
        let tracks = proposed == nil ? first : LazyGridTracks(items, available: length)
        let overhang = tracks.length - length
        let tracksOffset = overhang < 0 ? blockOffset(free: -overhang, across: length) : 0
        var plan = Plan(size: .zero, tracks: tracks, tracksOffset: tracksOffset, lines: [], itemCount: 0, cutCount: 0)
        fillLines(&plan, subviews)
        var cursor: CGFloat = 0
        for i in plan.lines.indices {
            if i > 0 { cursor += spacing }
            plan.lines[i].offset = cursor
            plan.lines[i].length = lineLength(plan.lines[i], plan, across: length, subviews)
            cursor += plan.lines[i].length
        }
        plan.size = size(across: length, along: cursor)
        return plan
    }

    /// Puts the subviews into lines: items a slot each, section headers and footers alone.
    private func fillLines(_ plan: inout Plan, _ subviews: LayoutSubviews) {
        let slotCount = max(plan.tracks.slots.count, 1)
        var current: [Int] = []
        func flush() {
            if !current.isEmpty { plan.lines.append(Line(subviews: current, spansGrid: false)) }
            current = []
        }
        for index in subviews.indices {
            if subviews[index][LazyGridLineKey.self] {
                flush()
                plan.lines.append(Line(subviews: [index], spansGrid: true))
                continue
            }
            guard plan.itemCount < LazyGridAlgorithm.maximumItems else {
                plan.cutCount += 1
                continue
            }
            plan.itemCount += 1
            current.append(index)
            if current.count == slotCount { flush() }
        }
        flush()
    }

    /// A line's length along the grid: its longest item's, each proposed its slot across.
    private func lineLength(_ line: Line, _ plan: Plan, across length: CGFloat, _ subviews: LayoutSubviews) -> CGFloat {
        var longest: CGFloat = 0
        for (k, index) in line.subviews.enumerated() {
            let slot = line.spansGrid ? length : plan.tracks.slots[k].length
            longest = max(longest, along(subviews[index].sizeThatFits(proposal(across: slot, along: nil))))
        }
        return longest
    }

    /// Where tracks `free` points shorter than the grid start, by the grid's alignment.
    private func blockOffset(free: CGFloat, across length: CGFloat) -> CGFloat {
        let grid = ViewDimensions(size: size(across: length, along: 0))
        let block = ViewDimensions(size: size(across: length - free, along: 0))
        return axis == .vertical ? grid[alignment.horizontal] - block[alignment.horizontal] : grid[alignment.vertical] - block[alignment.vertical]
    }

    // MARK: - Axes

    func across(_ p: ProposedViewSize) -> CGFloat? { axis == .vertical ? p.width : p.height }
    func along(_ p: ProposedViewSize) -> CGFloat? { axis == .vertical ? p.height : p.width }
    func along(_ s: CGSize) -> CGFloat { axis == .vertical ? s.height : s.width }
    func across(_ s: CGSize) -> CGFloat { axis == .vertical ? s.width : s.height }

    func proposal(across a: CGFloat?, along b: CGFloat?) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: a, height: b) : ProposedViewSize(width: b, height: a)
    }

    func size(across a: CGFloat, along b: CGFloat) -> CGSize {
        axis == .vertical ? CGSize(width: a, height: b) : CGSize(width: b, height: a)
    }
}
