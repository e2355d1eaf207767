import Foundation

/// The extent, on one axis, of a `ZStack`'s children aligned on one guide: the union of
/// their spans, each running from `-guide` to `length - guide` around the line where the
/// guides meet.
///
/// A child that is infinite on the axis (or whose guide is) makes the extent the largest
/// length instead, aligned by the container's own guide, as no union of infinite spans is
/// defined.
struct ZStackExtent {
    private var low = CGFloat.infinity
    private var high = -CGFloat.infinity
    private var largest: CGFloat = 0
    private var finite = true

    /// Adds a child `length` long whose guide is at `guide` from its leading or top edge.
    mutating func add(length: CGFloat, guide: CGFloat) {
        largest = max(largest, length)
        guard length.isFinite, guide.isFinite else {
            finite = false
            return
        }
        low = min(low, -guide)
        high = max(high, length - guide)
    }

    /// The stack's length on the axis: 0 with no children.
    var length: CGFloat {
        guard finite else { return largest }
        return high >= low ? high - low : 0
    }

    /// How far the guides' line is from the stack's leading or top edge, or `nil` when the
    /// container's own guide places the children (an infinite child, or none).
    var lineOffset: CGFloat? {
        guard finite, high >= low else { return nil }
        return -low
    }
}
