import Foundation
import WidgetRender

/// The rendered cells of a `sheet` run, one slot per cell, filled from the batch's worker
/// threads and read once every cell has finished.
final class SheetImages: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [RenderedImage?]

    /// `count` empty slots.
    init(count: Int) { slots = Array(repeating: nil, count: count) }

    /// Stores the image of cell `index`.
    func set(_ index: Int, _ image: RenderedImage) {
        lock.withLock { slots[index] = image }
    }

    /// The images of `range`, or nil when one of them was not rendered.
    func images(_ range: Range<Int>) -> [RenderedImage]? {
        lock.withLock {
            let found = slots[range].compactMap { $0 }
            return found.count == range.count ? found : nil
        }
    }
}
