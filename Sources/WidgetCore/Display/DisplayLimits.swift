import Foundation

/// What the rasteriser draws at most: beyond these, geometry is clamped or cut (and the
/// composer reports it), so no input can overflow the rasteriser or take unbounded time.
package enum DisplayLimits {
    /// The largest coordinate, in device pixels, handed to the rasteriser. Cairo keeps device
    /// coordinates in 24.8 fixed point (±8,388,607 px); half of that leaves room for stroke
    /// outlines and curve flattening. Farther points are clamped to it.
    package static let maximumDeviceCoordinate: CGFloat = 4_000_000
    /// The most elements of one path that are drawn; a longer path is cut there. Cairo's cost
    /// grows faster than linearly with overlapping segments, most inside a curved clip such as
    /// the widget's own shape (a dense 2,000-segment stroke takes 0.1 s there in a debug build,
    /// 10,000 segments 2.8 s); a widget's charts have a few hundred points.
    package static let maximumPathElements = 2_000
    /// The widest stroke drawn, as a multiple of the canvas diagonal (a wider one covers the
    /// canvas the same way).
    package static let maximumStrokeWidthPerDiagonal: CGFloat = 2

    /// The widest stroke drawn on a canvas of `size` points.
    package static func maximumStrokeWidth(canvas size: CGSize) -> CGFloat {
        let diagonal = (size.width * size.width + size.height * size.height).squareRoot()
        return max(diagonal, 1) * maximumStrokeWidthPerDiagonal
    }
}

extension DisplayList {
    /// What the rasteriser will clamp or cut in this list, as diagnostics (one per kind).
    package func limitDiagnostics() -> [Diagnostic] {
        let limit = DisplayLimits.maximumDeviceCoordinate / max(scale, 1e-9)
        let strokeLimit = DisplayLimits.maximumStrokeWidth(canvas: size)
        var farPoint = false
        var longPath = false
        var wideStroke = false
        for item in items {
            switch item.operation {
            case .fill(let path, _, _, _), .beginClip(let path):
                longPath = longPath || path.elements.count > DisplayLimits.maximumPathElements
                farPoint = farPoint || path.reaches(beyond: limit)
            case .stroke(let path, _, _, let stroke):
                longPath = longPath || path.elements.count > DisplayLimits.maximumPathElements
                farPoint = farPoint || path.reaches(beyond: limit)
                wideStroke = wideStroke || stroke.lineWidth > strokeLimit
            default:
                break
            }
        }
        var found: [Diagnostic] = []
        if farPoint {
            found.append(Diagnostic(.limitExceeded, "a shape reaches beyond ±\(LayoutDump.format(limit)) pt from the canvas origin; its far points are clamped there. Keep shapes near the widget."))
        }
        if longPath {
            found.append(Diagnostic(.limitExceeded, "a path has more than \(DisplayLimits.maximumPathElements) elements; it is cut there. Simplify the path."))
        }
        if wideStroke {
            found.append(Diagnostic(.limitExceeded, "a stroke is wider than \(LayoutDump.format(strokeLimit)) pt (twice the canvas diagonal); drawn at that width."))
        }
        return found
    }
}

extension Path {
    /// Whether any point (control points included) is farther than `limit` from the origin on an axis.
    func reaches(beyond limit: CGFloat) -> Bool {
        let b = controlPointBounds
        guard !b.isNull else { return false }
        return b.minX < -limit || b.minY < -limit || b.maxX > limit || b.maxY > limit
    }
}
