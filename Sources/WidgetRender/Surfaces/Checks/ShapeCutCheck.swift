import Foundation
import WidgetCore

/// Content the widget's own outline cuts (`Diagnostic/Kind/contentCut`): a drawn item with
/// pixels outside the family's shape (a system family's continuous rounded rectangle, the
/// Lock Screen's rounded rectangular slot, the circular slot), as a progress bar running into
/// an accessory slot's rounded corner comes out chamfered.
///
/// Decision: only content is measured (not the container background, which is meant to fill
/// the shape and be cut by it), and content meant to bleed is left alone: an item covering the
/// whole widget, or reaching both edges that meet at the cut corner (a header band, a picture
/// filling one side), follows the outline as the designer intended. What is left (an item cut
/// at a corner it does not fill, or cut by the circle) is drawn differently from its design.
struct ShapeCutCheck: SurfaceCheck {
    /// How far outside the outline (in points) a point must be to count: anti-aliasing and
    /// rounding reach less.
    static let tolerance: CGFloat = 0.75
    /// The grid (in points) on which an item's pixels near the outline are tried.
    static let step: CGFloat = 0.5
    /// How much of an item (in square points) must be cut to report it.
    static let minimumCutArea: CGFloat = 1
    /// The most items measured in one list (a generated list of thousands is left at that).
    static let maximumItems = 256

    func findings(in input: inout SurfaceCheckInput) -> [Diagnostic] {
        guard let shapePath = input.list.widgetShape, let start = input.list.contentStart, start < input.list.items.count else { return [] }
        let widget = shapePath.controlPointBounds
        guard !widget.isNull, PixelMeasure.isFinite(widget), widget.width > 0, widget.height > 0 else { return [] }
        let shape = FlatPath(shapePath)
        // The rectangle the outline certainly covers: nothing inside it can be cut.
        let safe = Self.safeRect(of: shape, in: widget)
        guard safe != widget else { return [] }
        var out: [Diagnostic] = []
        // The content's own clips (a clipShape inside the widget): a point must be inside each.
        var clips: [(flat: FlatPath, bounds: CGRect)?] = []
        var transforms = TransformStack()
        // A rounded rectangle's sides are straight a quarter of the way along; a circle's are not.
        let hasSides = shape.contains(CGPoint(x: widget.minX + 0.5, y: widget.minY + widget.height / 4))
        var measured = 0
        // Where the outline can cut: a rounded rectangle's four corners only (its sides are
        // the widget's edges), anything outside the safe rectangle for another shape.
        let regions = hasSides ? Self.corners(of: widget, radius: input.context.cornerRadius) : Self.bands(of: widget, outside: safe)
        for (index, item) in input.list.items.enumerated() {
            transforms.track(item.operation)
            switch item.operation {
            case .beginClip(let path):
                let placed = transforms.place(path)
                clips.append(index >= start ? FlatPath.measurable(placed).map { ($0, placed.controlPointBounds) } : nil)
            case .endClip: _ = clips.popLast()
            default: break
            }
            guard index >= start, measured < Self.maximumItems, !item.isAccessoryBackground, let (drawnBy, drawnBounds) = Self.inside(item.operation, transforms),
                var bounds = drawnBounds, PixelMeasure.isFinite(bounds)
            else { continue }
            let own = clips.compactMap { $0 }
            for clip in own { bounds = bounds.intersection(clip.bounds) }
            guard !bounds.isNull, !safe.contains(bounds) else { continue }
            let inside: (CGPoint) -> Bool = { p in drawnBy(p) && own.allSatisfy { $0.flat.contains(p) } }
            let drawn = bounds.intersection(widget)
            guard !drawn.isNull, drawn.width > 0, drawn.height > 0 else { continue }
            // Full bleed: the item fills the widget.
            if drawn.insetBy(dx: 1, dy: 1).contains(widget.insetBy(dx: 2, dy: 2)) { continue }
            measured += 1
            var cut = 0
            var corners = Set<String>()
            for region in regions {
                let band = region.intersection(drawn)
                guard !band.isNull, band.width > 0, band.height > 0 else { continue }
                var y = band.minY + Self.step / 2
                while y < band.maxY {
                    var x = band.minX + Self.step / 2
                    while x < band.maxX {
                        let p = CGPoint(x: x, y: y)
                        if inside(p), Self.isOutside(p, shape: shape, widget: widget) {
                            let corner = Self.corner(of: p, in: widget)
                            if !(hasSides && Self.reachesBothEdges(bounds, at: corner, of: widget)) {
                                cut += 1
                                corners.insert(corner.name)
                            }
                        }
                        x += Self.step
                    }
                    y += Self.step
                }
            }
            let area = CGFloat(cut) * Self.step * Self.step
            guard area >= Self.minimumCutArea else { continue }
            out.append(
                Diagnostic(
                    .contentCut,
                    "content cut by the \(input.context.family) shape: \(Self.describe(item.operation)) at \(Self.format(bounds)) loses \(Self.format(area)) pt² outside the outline at the \(corners.sorted().joined(separator: " and ")) corner. Inset it from the corner (padding, or the family's content margins), or let it reach both edges of the corner."
                ))
        }
        return out
    }

    /// The four corner squares of `widget` that a rounded corner of `radius` can reach into (a
    /// continuous corner reaches about 1.53 radii along each edge), or its whole area when the
    /// radius is not a number it can use.
    private static func corners(of widget: CGRect, radius: CGFloat) -> [CGRect] {
        guard radius.isFinite, radius > 0 else { return [widget] }
        let side = min(radius * 1.6 + 1, widget.width / 2, widget.height / 2)
        return [
            CGRect(x: widget.minX, y: widget.minY, width: side, height: side), CGRect(x: widget.maxX - side, y: widget.minY, width: side, height: side),
            CGRect(x: widget.minX, y: widget.maxY - side, width: side, height: side), CGRect(x: widget.maxX - side, y: widget.maxY - side, width: side, height: side),
        ]
    }

    /// The parts of `rect` outside `safe`: up to four bands that do not overlap (the top and
    /// bottom ones full width, the side ones between them).
    private static func bands(of rect: CGRect, outside safe: CGRect) -> [CGRect] {
        guard !safe.isNull else { return [rect] }
        let top = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: max(0, min(safe.minY, rect.maxY) - rect.minY))
        let bottom = CGRect(x: rect.minX, y: max(safe.maxY, rect.minY), width: rect.width, height: max(0, rect.maxY - max(safe.maxY, rect.minY)))
        let midTop = max(rect.minY, safe.minY)
        let midBottom = min(rect.maxY, safe.maxY)
        let middle = max(0, midBottom - midTop)
        let left = CGRect(x: rect.minX, y: midTop, width: max(0, min(safe.minX, rect.maxX) - rect.minX), height: middle)
        let right = CGRect(x: max(safe.maxX, rect.minX), y: midTop, width: max(0, rect.maxX - max(safe.maxX, rect.minX)), height: middle)
        return [top, bottom, left, right].filter { $0.width > 0 && $0.height > 0 }
    }

    /// A test of whether a point is inside what `operation` draws: the fill's path, a band
    /// around a stroke's centre line, an image's or text's frame.
    private static func inside(_ operation: DisplayItem.Operation, _ transforms: TransformStack) -> ((CGPoint) -> Bool, CGRect?)? {
        switch operation {
        case .fill(let path, _, _, let rule):
            let placed = transforms.place(path)
            guard let flat = FlatPath.measurable(placed) else { return nil }
            return ({ flat.contains($0, evenOdd: rule == .evenOdd) }, placed.controlPointBounds)
        case .stroke(let path, _, _, let stroke):
            let placed = transforms.place(path)
            guard let points = FlatPath.measurable(placed)?.points else { return nil }
            let reach = stroke.lineWidth / 2
            guard reach.isFinite, reach > 0.25, reach < 1e4 else { return nil }
            // The centre line's points in cells a half-width wide: a point is tested against
            // the nine cells around it, not against the whole line.
            var cells: [Cell: [CGPoint]] = [:]
            for p in points where p.x.isFinite && p.y.isFinite && abs(p.x) < 1e6 && abs(p.y) < 1e6 { cells[Cell(p, size: reach), default: []].append(p) }
            return (
                { p in
                    let c = Cell(p, size: reach)
                    for dx in -1...1 {
                        for dy in -1...1 where cells[Cell(x: c.x + dx, y: c.y + dy)]?.contains(where: { hypot($0.x - p.x, $0.y - p.y) <= reach }) == true {
                            return true
                        }
                    }
                    return false
                }, placed.controlPointBounds.insetBy(dx: -reach, dy: -reach)
            )
        case .image(let image) where image.symbolName == nil:
            // A picture fills its frame (a transformed one is left to the frame it was laid out
            // in). A symbol is not measured: its glyph keeps clear of its frame's corners.
            return ({ PixelMeasure.covers(image.frame, $0) }, image.frame)
        default:
            return nil
        }
    }

    /// Whether `p` is outside the outline by more than ``tolerance``: `p` moved that far
    /// toward the widget's centre is still outside.
    private static func isOutside(_ p: CGPoint, shape: FlatPath, widget: CGRect) -> Bool {
        guard !shape.contains(p) else { return false }
        let dx = widget.midX - p.x
        let dy = widget.midY - p.y
        let length = max(hypot(dx, dy), 0.001)
        return !shape.contains(CGPoint(x: p.x + dx / length * tolerance, y: p.y + dy / length * tolerance))
    }

    /// The largest centred rectangle, grown in steps, whose corners the outline holds.
    private static func safeRect(of shape: FlatPath, in widget: CGRect) -> CGRect {
        if [widget.origin, CGPoint(x: widget.maxX - 0.01, y: widget.maxY - 0.01)].allSatisfy({ shape.contains($0) })
            && shape.contains(CGPoint(x: widget.minX + 0.01, y: widget.maxY - 0.01)) && shape.contains(CGPoint(x: widget.maxX - 0.01, y: widget.minY + 0.01))
        {
            return widget
        }
        var inset: CGFloat = 0
        let limit = min(widget.width, widget.height) / 2
        while inset < limit {
            let r = widget.insetBy(dx: inset, dy: inset)
            let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)]
            if corners.allSatisfy({ shape.contains($0) }) { return r }
            inset += 1
        }
        return .null
    }

    /// A square cell of a grid over the canvas.
    private struct Cell: Hashable {
        var x: Int
        var y: Int
        init(x: Int, y: Int) {
            self.x = x
            self.y = y
        }
        init(_ p: CGPoint, size: CGFloat) {
            x = Int((p.x / size).rounded(.down))
            y = Int((p.y / size).rounded(.down))
        }
    }

    /// One of the widget's four corners.
    struct Corner {
        var leading: Bool
        var top: Bool
        var name: String { (top ? "top " : "bottom ") + (leading ? "leading" : "trailing") }
    }

    private static func corner(of p: CGPoint, in widget: CGRect) -> Corner {
        Corner(leading: p.x < widget.midX, top: p.y < widget.midY)
    }

    /// Whether `bounds` is flush with both edges of `widget` that meet at `corner`.
    private static func reachesBothEdges(_ bounds: CGRect, at corner: Corner, of widget: CGRect) -> Bool {
        let horizontal = corner.leading ? bounds.minX <= widget.minX + 0.5 : bounds.maxX >= widget.maxX - 0.5
        let vertical = corner.top ? bounds.minY <= widget.minY + 0.5 : bounds.maxY >= widget.maxY - 0.5
        return horizontal && vertical
    }

    private static func describe(_ operation: DisplayItem.Operation) -> String {
        switch operation {
        case .fill(_, .color(let c), _, _): return "a fill of \(c)"
        case .fill: return "a gradient fill"
        case .stroke(_, .color(let c), _, _): return "a stroke of \(c)"
        case .stroke: return "a gradient stroke"
        case .image(let image): return image.symbolName.map { "the symbol \($0)" } ?? "an image"
        default: return "a drawing"
        }
    }

    private static func format(_ r: CGRect) -> String {
        "(\(format(r.minX)), \(format(r.minY))) \(format(r.width)) × \(format(r.height)) pt"
    }

    private static func format(_ v: CGFloat) -> String {
        v == v.rounded() && abs(v) < 1e9 ? String(Int(v)) : String(format: "%.1f", Double(v))
    }
}
