import Foundation
import WidgetCore

/// The points of a display-list region that no later drawing covers, found once per region
/// (``MergedColorsCheck`` compares the pixels there).
struct RegionSamples {
    /// Where in a region's bounds the points are tried, in order.
    static let fractions: [(Double, Double)] = [
        (0.5, 0.5), (0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75), (0.5, 0.1), (0.5, 0.9), (0.1, 0.5), (0.9, 0.5),
    ]

    /// Each item's drawn bounds grown by a point, or nil when it draws nothing (or has a
    /// non-finite edge, and so covers no pixel).
    private let covering: [CGRect?]
    private var found: [Int: [CGPoint]] = [:]

    init(list: DisplayList) {
        covering = list.items.map { item in
            guard item.operation.isDrawing, let bounds = item.operation.drawnBounds, PixelMeasure.isFinite(bounds) else { return nil }
            return bounds.insetBy(dx: -1, dy: -1)
        }
    }

    /// The points of `bounds` (the region of item `index`), in ``fractions`` order, that no
    /// item drawn after `index` covers.
    mutating func clearPoints(of index: Int, bounds: CGRect) -> [CGPoint] {
        if let known = found[index] { return known }
        let points = Self.fractions.compactMap { fx, fy -> CGPoint? in
            let p = CGPoint(x: bounds.minX + bounds.width * fx, y: bounds.minY + bounds.height * fy)
            let covered = covering[(index + 1)...].contains { $0.map { PixelMeasure.covers($0, p) } ?? false }
            return covered ? nil : p
        }
        found[index] = points
        return points
    }
}
