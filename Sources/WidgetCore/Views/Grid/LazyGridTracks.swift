import Foundation

/// The columns of a ``LazyVGrid`` (rows of a ``LazyHGrid``) for a length across them: worked
/// out from the ``GridItem``s alone, never from the items shown (the Layout Algorithm
/// article, "Lazy grids").
///
/// The gaps (each item's `spacing`, 8 pt by default, after every item but the last) and the
/// fixed items come off the length first. The other items, in order, are each offered an equal
/// share of what is left: a flexible one takes the share clamped to its minimum and maximum;
/// an adaptive one takes the share as it is (less than its minimum too, never below 0) and
/// fills it with as many slots as fit at its minimum with its spacing between them, stretched
/// to fill it up to its maximum. **SwiftUI** (objc.io, "SwiftUI's Grid Views", 2020: a fixed
/// 70 and an adaptive 40 in 200 pt are 70, 57 and 57; a flexible 140 beside an adaptive 70
/// leaves the adaptive one slot of 52).
struct LazyGridTracks: Equatable {
    /// One place for an item: where it starts across the grid, how long it is, and how the
    /// item is aligned in it.
    struct Slot: Equatable {
        var offset: CGFloat
        var length: CGFloat
        var alignment: Alignment?
    }

    /// The most slots a grid has across; an adaptive item's beyond it are cut (reported).
    static let maximumSlots = 1_000

    private(set) var slots: [Slot] = []
    /// From the first slot's start to the last one's end.
    private(set) var length: CGFloat = 0
    /// Whether an adaptive item was cut to ``maximumSlots``.
    private(set) var wasCut = false

    /// The tracks for `available` across (`nil`: each flexible item at its minimum, each
    /// adaptive item one slot at its minimum; ∞: each at its maximum).
    init(_ items: [GridItem], available: CGFloat?) {
        let gap = { (i: Int) -> CGFloat in items[i].spacing ?? ViewSpacing.standardSpacing }
        var remaining = available.map { $0 - (0..<max(items.count - 1, 0)).reduce(0) { $0 + gap($1) } }
        var open = 0
        for item in items {
            if case .fixed(let length) = item.size { remaining = remaining.map { $0 - length } } else { open += 1 }
        }
        var cursor: CGFloat = 0
        for (i, item) in items.enumerated() {
            if i > 0 { cursor += gap(i - 1) }
            let share = remaining.map { r in r.isInfinite ? r : r / CGFloat(max(open, 1)) }
            var used: CGFloat = 0
            switch item.size {
            case .fixed(let length):
                add(Slot(offset: cursor, length: length, alignment: item.alignment), &cursor)
                continue
            case .flexible(let minimum, let maximum):
                used = share.map { min(max($0, minimum), maximum) } ?? minimum
                add(Slot(offset: cursor, length: used, alignment: item.alignment), &cursor)
            case .adaptive(let minimum, let maximum):
                let spacing = item.spacing ?? ViewSpacing.standardSpacing
                let start = cursor
                for each in LazyGridTracks.adaptiveSlots(share: share, minimum: minimum, maximum: maximum, spacing: spacing, room: LazyGridTracks.maximumSlots - slots.count, cut: &wasCut) {
                    if cursor > start { cursor += spacing }
                    add(Slot(offset: cursor, length: each, alignment: item.alignment), &cursor)
                }
                used = cursor - start
            }
            remaining = remaining.map { $0.isInfinite ? $0 : $0 - used }
            open -= 1
        }
        length = cursor
    }

    /// The slot lengths of an adaptive item offered `share`: as many as fit at `minimum` (at
    /// least one, at most `room`), each stretched to fill the share up to `maximum`.
    private static func adaptiveSlots(share: CGFloat?, minimum: CGFloat, maximum: CGFloat, spacing: CGFloat, room: Int, cut: inout Bool) -> [CGFloat] {
        guard let share else { return [minimum] }
        guard share.isFinite else { return [maximum.isFinite ? maximum : share] }
        let length = max(share, 0)
        // Compared before it becomes an Int: a huge length would not fit in one.
        let fit = ((length + spacing) / max(minimum + spacing, .leastNormalMagnitude)).rounded(.down)
        var count = max(room, 1)
        if fit <= CGFloat(count) {
            count = max(Int(fit), 1)
        } else {
            cut = true
        }
        let each = min(max((length - CGFloat(count - 1) * spacing) / CGFloat(count), 0), maximum)
        return Array(repeating: each, count: count)
    }

    private mutating func add(_ slot: Slot, _ cursor: inout CGFloat) {
        slots.append(slot)
        cursor += slot.length
    }
}
