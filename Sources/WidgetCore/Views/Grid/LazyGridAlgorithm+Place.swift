import Foundation

extension LazyGridAlgorithm {
    /// Places each item in its slot of its line and each section line across the grid, and
    /// reports tracks overhanging the grid and items past ``maximumItems``. Lines past the
    /// widget's edges are reported once the whole widget is laid out
    /// (``LazyGridVisibility``): a stack may offer the grid less than it takes and grow.
    func place(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: Cache) {
        let plan = plan(proposal, subviews, cache)
        var placed = [Bool](repeating: false, count: subviews.count)
        let length = across(plan.size)
        for line in plan.lines {
            for (k, index) in line.subviews.enumerated() {
                let slot: LazyGridTracks.Slot =
                    line.spansGrid ? LazyGridTracks.Slot(offset: -plan.tracksOffset, length: length, alignment: nil) : plan.tracks.slots[k]
                let cell = size(across: slot.length, along: line.length)
                let origin = size(across: plan.tracksOffset + slot.offset, along: line.offset)
                place(subviews[index], in: CGRect(x: bounds.minX + origin.width, y: bounds.minY + origin.height, width: cell.width, height: cell.height), slot.alignment ?? alignment)
                placed[index] = true
            }
        }
        // Items past the limit (reported): nothing, where the grid starts.
        for index in subviews.indices where !placed[index] {
            subviews[index].place(at: bounds.origin, proposal: .zero)
        }
        report(plan, subviews)
    }

    private func place(_ subview: LayoutSubview, in cell: CGRect, _ alignment: Alignment) {
        let proposal = ProposedViewSize(cell.size)
        let d = subview.dimensions(in: proposal)
        let container = ViewDimensions(size: cell.size)
        let x = container[alignment.horizontal] - d[alignment.horizontal]
        let y = container[alignment.vertical] - d[alignment.vertical]
        subview.place(at: CGPoint(x: cell.minX + x, y: cell.minY + y), proposal: proposal)
    }

    private func report(_ plan: Plan, _ subviews: LayoutSubviews) {
        guard let first = subviews.indices.first.map({ subviews[$0] }) else { return }
        if plan.cutCount > 0 {
            first.box.report(Diagnostic(.limitExceeded, "\(name) lays out \(LazyGridAlgorithm.maximumItems) items; the \(plan.cutCount) after them are not drawn. Pass fewer items: a widget shows only what fits."))
        }
        if plan.tracks.wasCut {
            first.box.report(Diagnostic(.limitExceeded, "\(name): an adaptive GridItem fits more than \(LazyGridTracks.maximumSlots) slots; the slots past them are not laid out. Raise its minimum."))
        }
        let length = across(plan.size)
        if plan.tracks.length > length + 0.01 {
            first.box.report(
                Diagnostic(
                    .contentOverflow,
                    "\(name)'s \(axis == .vertical ? "columns" : "rows") need \(LayoutDump.format(plan.tracks.length)) pt but the grid is \(LayoutDump.format(length)) pt; they overhang its \(axis == .vertical ? "trailing" : "bottom") edge, as in SwiftUI. Lower the flexible minimums or the fixed sizes."
                ))
        }
    }
}
