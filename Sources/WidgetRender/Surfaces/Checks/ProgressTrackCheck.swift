import Foundation
import WidgetCore

/// A progress indicator whose progress cannot be told from its track on the composited pixels
/// (`Diagnostic/Kind/progressIndistinct`): a ring's trimmed stroke drawn over a full one, or a
/// bar's fill over a longer one, that come out within ``minimumDifference`` (CIE76 ΔE) of each
/// other, as a ring drawn in one colour at two opacities does once vibrant maps both to the
/// same brightness.
///
/// Decision: a pair is a later stroke over an earlier one of the same width whose centre line
/// it follows (a ring, an arc gauge: the progress a trimmed copy of the track), or a later fill over an earlier one of the same height, starting
/// at the same edge and shorter (a bar); that is how `ProgressView`, `Gauge` and hand-drawn
/// rings and bars draw. Each is compared where nothing drawn later covers it.
struct ProgressTrackCheck: SurfaceCheck {
    /// Colours closer than this (CIE76 ΔE in CIELAB) count as the same: about four times the
    /// just-noticeable difference, the least a glance tells apart at widget sizes.
    static let minimumDifference = 10.0
    /// The most track and progress pairs compared in one list, and the most points tried on
    /// each (a generated list of thousands of strokes is left at that).
    static let maximumPairs = 64
    static let maximumTries = 16

    /// One stroke or fill that may be a track or a progress.
    private struct Mark {
        var index: Int
        var bounds: CGRect
        var lineWidth: CGFloat?
        var points: [CGPoint]
    }

    func findings(in input: inout SurfaceCheckInput) -> [Diagnostic] {
        let marks = Self.marks(of: input.list)
        guard marks.count > 1 else { return [] }
        var out: [Diagnostic] = []
        var reported = Set<Int>()
        var pairs = 0
        for (bi, progress) in marks.enumerated() where pairs < Self.maximumPairs {
            for track in marks[..<bi].reversed() where !reported.contains(track.index) && Self.isTrack(track, of: progress) {
                pairs += 1
                // Both sampled near where the progress ends, so that the backdrop behind them (a
                // wallpaper under the vibrant material) is about the same.
                guard let pointOnTrack = Self.visiblePoint(of: track, avoiding: progress, list: input.list),
                    let pointOnProgress = Self.visiblePoint(of: progress, near: pointOnTrack, list: input.list),
                    let a = input.pixel(at: pointOnProgress), let b = input.pixel(at: pointOnTrack)
                else { continue }
                let difference = Self.deltaE(a, b)
                guard difference < Self.minimumDifference else { break }
                reported.insert(track.index)
                out.append(
                    Diagnostic(
                        .progressIndistinct,
                        "progress indistinguishable from its track in \(input.modeName) mode: \(Self.hex(a)) on \(Self.hex(b)) (ΔE \(String(format: "%.1f", difference)), at \(Self.format(progress.bounds))). Give the track a lower opacity (.opacity(0.3), .tertiary) or the progress .widgetAccentable(), so that they differ in brightness, not only in hue."
                    ))
                break
            }
        }
        return out
    }

    /// The strokes and fills of `list`, in canvas coordinates (the transforms of the effect
    /// scopes around them applied: a ring's progress is usually rotated to start at the top).
    private static func marks(of list: DisplayList) -> [Mark] {
        var transforms = TransformStack()
        return list.items.enumerated().compactMap { index, item in
            transforms.track(item.operation)
            guard !item.isAccessoryBackground else { return nil }
            switch item.operation {
            case .stroke(let path, _, _, let stroke) where stroke.lineWidth.isFinite && stroke.lineWidth > 0:
                let placed = transforms.place(path)
                let bounds = placed.controlPointBounds
                guard !bounds.isNull, PixelMeasure.isFinite(bounds) else { return nil }
                guard let flat = FlatPath.measurable(placed) else { return nil }
                return Mark(index: index, bounds: bounds, lineWidth: stroke.lineWidth, points: flat.densePoints(spacing: 0.5))
            case .fill(let path, _, _, _):
                let bounds = transforms.place(path).controlPointBounds
                guard !bounds.isNull, PixelMeasure.isFinite(bounds), bounds.width >= 2, bounds.height >= 2 else { return nil }
                return Mark(index: index, bounds: bounds, lineWidth: nil, points: [])
            default:
                return nil
            }
        }
    }

    /// Whether `track` is drawn under `progress` as its track.
    private static func isTrack(_ track: Mark, of progress: Mark) -> Bool {
        switch (track.lineWidth, progress.lineWidth) {
        case (let t?, let p?):
            // A ring or arc: the same width, the progress's centre line on the track's (a
            // trimmed copy of it), and longer than its width (not a marker on the line).
            guard abs(t - p) <= 0.5, track.bounds.insetBy(dx: -0.5, dy: -0.5).contains(progress.bounds), max(progress.bounds.width, progress.bounds.height) > 3 * p
            else { return false }
            // Shorter than the track by at least its width: a copy drawn twice (a halo, an
            // outline) is not progress.
            guard Self.length(progress.points) < Self.length(track.points) - p else { return false }
            let reach = max(t / 4, 0.5)
            let on = progress.points.filter { q in track.points.contains { hypot($0.x - q.x, $0.y - q.y) <= reach } }
            return Double(on.count) >= 0.9 * Double(progress.points.count)
        case (nil, nil):
            // A bar: the same height and top, the same leading or trailing edge, shorter.
            let t = track.bounds
            let p = progress.bounds
            // The progress longer than thick: a round marker at the track's end is not one.
            let horizontal =
                abs(t.minY - p.minY) <= 0.5 && abs(t.height - p.height) <= 0.5 && p.width < t.width - 1 && p.width > 1.5 * p.height
                && (abs(t.minX - p.minX) <= 0.5 || abs(t.maxX - p.maxX) <= 0.5) && t.width > 3 * t.height
            let vertical =
                abs(t.minX - p.minX) <= 0.5 && abs(t.width - p.width) <= 0.5 && p.height < t.height - 1 && p.height > 1.5 * p.width
                && (abs(t.maxY - p.maxY) <= 0.5 || abs(t.minY - p.minY) <= 0.5) && t.height > 3 * t.width
            return horizontal || vertical
        default:
            return false
        }
    }

    /// A point of the track `mark` clear of `other` (its progress) and of everything drawn
    /// after it, as close to the progress's end as that allows: on a stroke's centre line, or
    /// in a bar past the progress's end.
    private static func visiblePoint(of mark: Mark, avoiding other: Mark, list: DisplayList) -> CGPoint? {
        if let width = mark.lineWidth {
            let clear = mark.points.filter { p in other.points.allSatisfy { hypot($0.x - p.x, $0.y - p.y) > width * 1.5 } }
            let ordered = clear.sorted { distance($0, to: other.points) < distance($1, to: other.points) }
            return ordered.prefix(maximumTries).first { isClear($0, of: mark.index, except: other.index, in: list) }
        }
        let t = mark.bounds
        let o = other.bounds
        let reach = 2 * min(t.width, t.height)
        let p: CGPoint
        if abs(t.minX - o.minX) <= 0.5, o.maxX < t.maxX - 1 {
            p = CGPoint(x: o.maxX + min((t.maxX - o.maxX) / 2, reach), y: t.midY)
        } else if abs(t.maxX - o.maxX) <= 0.5, o.minX > t.minX + 1 {
            p = CGPoint(x: o.minX - min((o.minX - t.minX) / 2, reach), y: t.midY)
        } else if abs(t.maxY - o.maxY) <= 0.5, o.minY > t.minY + 1 {
            p = CGPoint(x: t.midX, y: o.minY - min((o.minY - t.minY) / 2, reach))
        } else {
            p = CGPoint(x: t.midX, y: o.maxY + min((t.maxY - o.maxY) / 2, reach))
        }
        return isClear(p, of: mark.index, except: other.index, in: list) ? p : nil
    }

    /// A point of the progress `mark` near `target` (a stroke width or a bar's height inside
    /// its end), clear of everything drawn after it.
    private static func visiblePoint(of mark: Mark, near target: CGPoint, list: DisplayList) -> CGPoint? {
        if let width = mark.lineWidth {
            let ordered = mark.points.filter { hypot($0.x - target.x, $0.y - target.y) >= width * 2 }
                .sorted { hypot($0.x - target.x, $0.y - target.y) < hypot($1.x - target.x, $1.y - target.y) }
            return ordered.prefix(maximumTries).first { isClear($0, of: mark.index, except: nil, in: list) }
        }
        let b = mark.bounds
        let inset = min(min(b.width, b.height), b.width / 2, b.height / 2)
        let p = CGPoint(x: min(max(target.x, b.minX + inset), b.maxX - inset), y: min(max(target.y, b.minY + inset), b.maxY - inset))
        return isClear(p, of: mark.index, except: nil, in: list) ? p : nil
    }

    /// The length of the line through `points` (dense points: jumps between subpaths are
    /// counted too, which only lengthens a track of several pieces).
    private static func length(_ points: [CGPoint]) -> CGFloat {
        zip(points, points.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
    }

    private static func distance(_ p: CGPoint, to points: [CGPoint]) -> CGFloat {
        points.map { hypot($0.x - p.x, $0.y - p.y) }.min() ?? .infinity
    }

    /// Whether nothing drawn after item `index` (but `except`) may cover `p`.
    private static func isClear(_ p: CGPoint, of index: Int, except: Int?, in list: DisplayList) -> Bool {
        ((index + 1)..<list.items.count).allSatisfy { i in
            guard i != except, list.items[i].operation.isDrawing else { return true }
            guard let b = list.items[i].operation.drawnBounds else { return false }
            return !PixelMeasure.covers(b.insetBy(dx: -1, dy: -1), p)
        }
    }

    /// CIE76 colour difference of two sRGB byte triples.
    static func deltaE(_ a: [UInt8], _ b: [UInt8]) -> Double {
        let la = lab(a)
        let lb = lab(b)
        return ((la.0 - lb.0) * (la.0 - lb.0) + (la.1 - lb.1) * (la.1 - lb.1) + (la.2 - lb.2) * (la.2 - lb.2)).squareRoot()
    }

    /// CIELAB (D65) of sRGB bytes.
    static func lab(_ c: [UInt8]) -> (Double, Double, Double) {
        func linear(_ v: UInt8) -> Double {
            let x = Double(v) / 255
            return x <= 0.04045 ? x / 12.92 : Foundation.pow((x + 0.055) / 1.055, 2.4)
        }
        let r = linear(c[0])
        let g = linear(c[1])
        let b = linear(c[2])
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? Foundation.cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }

    private static func hex(_ c: [UInt8]) -> String {
        String(format: "#%02X%02X%02X", c[0], c[1], c[2])
    }

    private static func format(_ r: CGRect) -> String {
        String(format: "(%.1f, %.1f) %.1f × %.1f pt", Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
    }
}
