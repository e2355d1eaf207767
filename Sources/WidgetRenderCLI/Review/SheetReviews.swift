import Foundation

/// The review data of the sheets a `sheet` run wrote, one slot per sheet, filled from the
/// batch's worker threads.
final class SheetReviews: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [ReviewSheet?]

    /// `count` empty slots.
    init(count: Int) { slots = Array(repeating: nil, count: count) }

    /// Stores the review of sheet `index`.
    func set(_ index: Int, _ review: ReviewSheet) {
        lock.withLock { slots[index] = review }
    }

    /// The sheets written, in sheet order (a sheet that failed is left out).
    var written: [ReviewSheet] {
        lock.withLock { slots.compactMap { $0 } }
    }
}
