import Foundation
import WidgetCore

/// Colours that differed in full colour and come out the same (`Diagnostic/Kind/colorsMerged`).
///
/// Pairs of solid, opaque regions of the display list, the later over or beside the earlier,
/// are compared at a point of each that no later drawing covers (a text by its contrast
/// inside the region under it). Each region's sample points and each text's contrast are
/// worked out once, not once per pair: a list of thousands of fills (a generated one) stays
/// linear in the list's length per region instead of growing with the cube of it.
struct MergedColorsCheck: SurfaceCheck {
    /// Whether only regions of the same accent group can merge (accented: each group is one
    /// colour) or any two can (vibrant: hue is lost everywhere).
    let sameGroupOnly: Bool

    /// Composited colours closer than this (of 255, per channel) count as the same.
    static let sameColorTolerance = 6
    /// Full-colour colours further apart than this (0…1, largest channel) were meant to differ.
    static let differentColorThreshold = 0.12

    /// A solid, opaque region of the display list.
    private struct Region {
        var index: Int
        var color: RGBA
        var bounds: CGRect
        var group: AccentGroup
        var text: String?
    }

    func findings(in input: inout SurfaceCheckInput) -> [Diagnostic] {
        let all = Self.regions(of: input.list)
        var samples = RegionSamples(list: input.list)
        var contrasts: [Int: Double?] = [:]
        var out: [Diagnostic] = []
        var seen = Set<String>()
        for (bi, b) in all.enumerated() where b.bounds.width >= 2 && b.bounds.height >= 2 {
            for a in all[..<bi].reversed() where a.text == nil && a.bounds.insetBy(dx: -1, dy: -1).intersects(b.bounds) {
                guard Self.distance(a.color, b.color) > Self.differentColorThreshold else { continue }
                if sameGroupOnly, a.group != b.group { continue }
                let same: Bool
                if b.text != nil {
                    guard a.bounds.contains(b.bounds) else { continue }
                    if contrasts[b.index] == nil { contrasts[b.index] = .some(input.contrast(in: b.bounds)) }
                    same = (contrasts[b.index] ?? nil).map { $0 < 1.25 } ?? false
                } else {
                    let avoid = b.bounds.insetBy(dx: -1, dy: -1)
                    guard let pa = samples.clearPoints(of: a.index, bounds: a.bounds).first(where: { !PixelMeasure.covers(avoid, $0) }),
                        let pb = samples.clearPoints(of: b.index, bounds: b.bounds).first,
                        let ca = input.pixel(at: pa), let cb = input.pixel(at: pb)
                    else { continue }
                    same = zip(ca, cb).allSatisfy { abs(Int($0) - Int($1)) <= Self.sameColorTolerance }
                }
                guard same else { continue }
                let key = "\(a.color)|\(b.color)"
                if b.text != nil { input.reportedItems.insert(b.index) }
                guard seen.insert(key).inserted else { break }
                let what = b.text.map { " (text \"\(PixelMeasure.quote($0))\")" } ?? ""
                if sameGroupOnly {
                    out.append(
                        Diagnostic(.colorsMerged, "colours \(b.color)\(what) and \(a.color) become the same in accented mode: only alpha survives there. Make one of them .widgetAccentable(), give them different opacities, or use shape instead of colour."))
                } else {
                    out.append(Diagnostic(.colorsMerged, "colour lost in vibrant mode: \(b.color)\(what) and \(a.color) differ only by hue and come out the same grey. Make them differ in brightness or opacity."))
                }
                break
            }
        }
        return out
    }

    private static func regions(of list: DisplayList) -> [Region] {
        list.items.enumerated().compactMap { index, item in
            let region: Region?
            switch item.operation {
            case .fill(let path, .color(let c), _, _) where c.alpha >= 0.99 && !item.isAccessoryBackground:
                region = Region(index: index, color: c, bounds: path.controlPointBounds, group: item.accentGroup, text: nil)
            case .text(let t) where t.bend == nil:
                // One colour for the whole text: the runs' own, or the drawing's style.
                var style: RGBA?
                if case .color(let c) = t.style { style = c }
                let colors = Set(t.text.runs.map { $0.color ?? style })
                guard colors.count == 1, let only = colors.first, let c = only, c.alpha >= 0.99 else { return nil }
                region = Region(index: index, color: c, bounds: t.frame, group: item.accentGroup, text: t.text.string)
            default:
                region = nil
            }
            // A region with a non-finite edge (from a non-finite size the layout reported) has
            // no pixels to compare.
            guard let region, PixelMeasure.isFinite(region.bounds) else { return nil }
            return region
        }
    }

    private static func distance(_ a: RGBA, _ b: RGBA) -> Double {
        max(abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue))
    }
}
