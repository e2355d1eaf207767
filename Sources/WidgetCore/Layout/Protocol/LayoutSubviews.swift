import Foundation

/// The subviews of a ``Layout``, as SwiftUI's `LayoutSubviews`: a collection of proxies.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let boxes: [LayoutBox]
    let recorder: PlacementRecorder?

    init(_ boxes: [LayoutBox], recorder: PlacementRecorder? = nil) {
        self.boxes = boxes
        self.recorder = recorder
    }

    /// The index of the first subview.
    public var startIndex: Int { 0 }
    /// One past the index of the last subview.
    public var endIndex: Int { boxes.count }

    /// The proxy of subview `index`.
    public subscript(index: Int) -> LayoutSubview {
        LayoutSubview(box: boxes[index], index: index, recorder: recorder)
    }

    /// Two collections are equal when they hold the same subviews.
    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
        a.boxes.count == b.boxes.count && zip(a.boxes, b.boxes).allSatisfy { $0 === $1 }
    }

    /// Runs `place` with subviews that record where they are placed, and returns each
    /// subview's placement (`nil` for one not placed).
    func recordingPlacements(_ place: (LayoutSubviews) -> Void) -> [ChildPlacement?] {
        let recorder = PlacementRecorder(count: boxes.count)
        place(LayoutSubviews(boxes, recorder: recorder))
        return recorder.placements
    }
}

/// Collects the placements a layout makes in one `placeSubviews` call.
final class PlacementRecorder {
    var placements: [ChildPlacement?]

    init(count: Int) {
        placements = Array(repeating: nil, count: count)
    }
}
