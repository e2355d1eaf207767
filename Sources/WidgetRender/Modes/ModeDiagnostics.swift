import Foundation
import WidgetCore

/// The findings a designer wants from the accented and vibrant modes, measured on the
/// composited pixels (with the display list saying which regions were meant to differ):
///
/// - colours that differed in full colour and come out the same (``Diagnostic/Kind/colorsMerged``);
/// - text under the WCAG 3:1 contrast against what is behind it (``Diagnostic/Kind/lowContrast``);
/// - a full-bleed opaque view that is not the container background
///   (``Diagnostic/Kind/opaqueBackgroundAsContent``);
/// - an opaque picture flattened to a silhouette (``Diagnostic/Kind/imageFlattened``).
struct ModeDiagnostics {
    let context: WidgetContext
    let list: DisplayList
    let bitmap: Bitmap
    let report: ModeReport

    /// WCAG's minimum contrast for large text and graphics.
    static let minimumContrast = 3.0
    /// Composited colours closer than this (of 255, per channel) count as the same.
    static let sameColorTolerance = 6
    /// Full-colour colours further apart than this (0…1, largest channel) were meant to differ.
    static let differentColorThreshold = 0.12
    /// The share of the canvas one content layer may cover opaquely before it counts as a
    /// background drawn as content.
    static let opaqueCoverageLimit = 0.8

    private var modeName: String { context.renderingMode == .accented ? "accented" : "vibrant" }

    /// Every finding, the passes' first.
    func diagnostics() -> [Diagnostic] {
        guard context.renderingMode != .fullColor else { return [] }
        var out = report.diagnostics
        if report.largestOpaqueCoverage > Self.opaqueCoverageLimit {
            let percent = Int((report.largestOpaqueCoverage * 100).rounded())
            out.append(Diagnostic(.opaqueBackgroundAsContent, "an opaque view covers \(percent) % of the widget as content, not as its container background: in \(modeName) mode it is drawn as one flat \(context.renderingMode == .accented ? "white block under white content" : "bright plate"). Move it into .containerBackground(for: .widget) { … }, which the system replaces."))
        }
        if context.renderingMode == .accented { out += flattenedImages() }
        let (merged, mergedTexts) = mergedColors()
        out += merged
        out += lowContrastTexts(skipping: mergedTexts)
        return out
    }

    // MARK: Images

    private func flattenedImages() -> [Diagnostic] {
        list.items.compactMap { item -> Diagnostic? in
            guard case .image(let image) = item.operation, item.accentedRenderingMode == nil, image.symbolName == nil, image.templateStyle == nil,
                  case .pixels(let w, let h, let rgba) = image.source, w * h > 0 else { return nil }
            var opaque = 0
            for i in Swift.stride(from: 3, to: rgba.count, by: 4) where rgba[i] >= 250 { opaque += 1 }
            guard Double(opaque) >= 0.9 * Double(w * h) else { return nil }
            return Diagnostic(.imageFlattened, "opaque image flattened to a silhouette in accented mode (\(w)×\(h) pixels at \(Int(image.frame.minX)),\(Int(image.frame.minY)) \(Int(image.frame.width))×\(Int(image.frame.height)) pt); consider .widgetAccentedRenderingMode(.desaturated), or .fullColor for a small picture")
        }
    }

    // MARK: Colours merged

    /// A solid, opaque region of the display list.
    private struct Region {
        var index: Int
        var color: RGBA
        var bounds: CGRect
        var group: AccentGroup
        var text: String?
    }

    private func regions() -> [Region] {
        list.items.enumerated().compactMap { index, item in
            let region: Region?
            switch item.operation {
            case .fill(let path, .color(let c), _, _) where c.alpha >= 0.99 && !item.isAccessoryBackground:
                region = Region(index: index, color: c, bounds: path.controlPointBounds, group: item.accentGroup, text: nil)
            case .text(let t):
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
            guard let region, Self.isFinite(region.bounds) else { return nil }
            return region
        }
    }

    /// Pairs of regions, the later over or beside the earlier, that differ in full colour but
    /// whose composited pixels are the same; and the texts among them.
    ///
    /// Each region's sample points and each text's contrast are worked out once, not once per
    /// pair: a list of thousands of fills (a generated one) stays linear in the list's length
    /// per region instead of growing with the cube of it.
    private func mergedColors() -> ([Diagnostic], Set<Int>) {
        let all = regions()
        var samples = RegionSamples(list: list)
        var contrasts: [Int: Double?] = [:]
        var out: [Diagnostic] = [], texts = Set<Int>(), seen = Set<String>()
        for (bi, b) in all.enumerated() where b.bounds.width >= 2 && b.bounds.height >= 2 {
            for a in all[..<bi].reversed() where a.text == nil && a.bounds.insetBy(dx: -1, dy: -1).intersects(b.bounds) {
                guard Self.distance(a.color, b.color) > Self.differentColorThreshold else { continue }
                if context.renderingMode == .accented, groupColorKey(a) != groupColorKey(b) { continue }
                let same: Bool
                if b.text != nil {
                    guard a.bounds.contains(b.bounds) else { continue }
                    if contrasts[b.index] == nil { contrasts[b.index] = .some(contrast(in: b.bounds)) }
                    same = (contrasts[b.index] ?? nil).map { $0 < 1.25 } ?? false
                } else {
                    let avoid = b.bounds.insetBy(dx: -1, dy: -1)
                    guard let pa = samples.clearPoints(of: a.index, bounds: a.bounds).first(where: { !Self.covers(avoid, $0) }),
                          let pb = samples.clearPoints(of: b.index, bounds: b.bounds).first,
                          let ca = pixel(at: pa), let cb = pixel(at: pb) else { continue }
                    same = zip(ca, cb).allSatisfy { abs(Int($0) - Int($1)) <= Self.sameColorTolerance }
                }
                guard same else { continue }
                let key = "\(a.color)|\(b.color)"
                if b.text != nil { texts.insert(b.index) }
                guard seen.insert(key).inserted else { break }
                let what = b.text.map { " (text \"\(Self.quote($0))\")" } ?? ""
                if context.renderingMode == .accented {
                    out.append(Diagnostic(.colorsMerged, "colours \(b.color)\(what) and \(a.color) become the same in accented mode: only alpha survives there. Make one of them .widgetAccentable(), give them different opacities, or use shape instead of colour."))
                } else {
                    out.append(Diagnostic(.colorsMerged, "colour lost in vibrant mode: \(b.color)\(what) and \(a.color) differ only by hue and come out the same grey. Make them differ in brightness or opacity."))
                }
                break
            }
        }
        return (out, texts)
    }

    /// Which mask colour a region is filled with (accented), after image modes.
    private func groupColorKey(_ r: Region) -> AccentGroup { r.group }

    /// Whether every edge of `r` is a finite number.
    static func isFinite(_ r: CGRect) -> Bool {
        r.minX.isFinite && r.minY.isFinite && r.maxX.isFinite && r.maxY.isFinite
    }

    /// Whether `p` lies in `r` (the lower edges included), by plain comparisons: `CGRect.contains`
    /// traps on a rectangle with a NaN edge.
    static func covers(_ r: CGRect, _ p: CGPoint) -> Bool {
        p.x >= r.minX && p.x < r.maxX && p.y >= r.minY && p.y < r.maxY
    }

    // MARK: Contrast

    /// Texts drawn fully opaque (a designer's primary text: not faded by an opacity or a
    /// translucent colour, which de-emphasise on purpose) whose composited contrast is under
    /// 3:1. StandBy at night is skipped: its dim monochrome red is the system's choice.
    private func lowContrastTexts(skipping: Set<Int>) -> [Diagnostic] {
        guard !(context.renderingMode == .vibrant && context.standByNight) else { return [] }
        var out: [Diagnostic] = []
        var opacities: [Double] = []
        for (index, item) in list.items.enumerated() {
            switch item.operation {
            case .beginGroup(let o): opacities.append(o)
            case .endGroup: _ = opacities.popLast()
            default: break
            }
            guard !skipping.contains(index), case .text(let t) = item.operation, opacities.allSatisfy({ $0 >= 0.99 }),
                  Self.isOpaque(t), let ratio = contrast(in: t.frame), ratio < Self.minimumContrast else { continue }
            out.append(Diagnostic(.lowContrast, "low contrast in \(modeName) mode: text \"\(Self.quote(t.text.string))\" is \(String(format: "%.1f", ratio)):1 against what is behind it (WCAG asks at least 3:1). Use an opaque, brighter colour or .widgetAccentable() to set it apart."))
        }
        return out
    }

    /// Whether every glyph of `t` is drawn at full opacity.
    private static func isOpaque(_ t: TextDrawing) -> Bool {
        let styleOpaque: Bool
        switch t.style {
        case .color(let c): styleOpaque = c.alpha >= 0.99
        default: styleOpaque = true
        }
        return t.text.runs.allSatisfy { run in run.color.map { $0.alpha >= 0.99 } ?? styleOpaque }
    }

    /// The WCAG contrast between the text colour and its background inside `frame`: the
    /// background is the median relative luminance there, the text the pixel furthest from it.
    private func contrast(in frame: CGRect) -> Double? {
        let s = list.scale
        let x0 = max(0, Int((frame.minX * s).rounded())), x1 = min(bitmap.width, Int((frame.maxX * s).rounded()))
        let y0 = max(0, Int((frame.minY * s).rounded())), y1 = min(bitmap.height, Int((frame.maxY * s).rounded()))
        guard x1 > x0, y1 > y0 else { return nil }
        // A histogram of relative luminance in 1/1024 steps: the median and both ends in one pass.
        var histogram = [Int](repeating: 0, count: Self.bins)
        var count = 0
        // Every other pixel at 2× and above: glyph stems of 11 pt text are still 3 pixels wide.
        let step = s >= 2 ? 2 : 1
        bitmap.bytes.withUnsafeBufferPointer { bytes in
            for y in Swift.stride(from: y0, to: y1, by: step) {
                for x in Swift.stride(from: x0, to: x1, by: step) {
                    let i = (y * bitmap.width + x) * 4
                    histogram[Int(Self.relativeLuminance(bytes[i], bytes[i + 1], bytes[i + 2]) * Double(Self.bins - 1) + 0.5)] += 1
                    count += 1
                }
            }
        }
        var seen = 0, median = 0
        for (bin, n) in histogram.enumerated() {
            seen += n
            if seen > count / 2 { median = bin; break }
        }
        let low = histogram.firstIndex { $0 > 0 } ?? median, high = histogram.lastIndex { $0 > 0 } ?? median
        let far = median - low > high - median ? low : high
        let l = Double(median) / Double(Self.bins - 1), f = Double(far) / Double(Self.bins - 1)
        return (max(f, l) + 0.05) / (min(f, l) + 0.05)
    }

    /// The luminance steps of the contrast histogram.
    private static let bins = 1024

    /// WCAG 2 relative luminance of composited (opaque) sRGB bytes.
    static func relativeLuminance(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Double {
        0.2126 * linearTable[Int(r)] + 0.7152 * linearTable[Int(g)] + 0.0722 * linearTable[Int(b)]
    }

    /// The sRGB transfer function inverted, for each byte value.
    private static let linearTable: [Double] = (0...255).map { v in
        let c = Double(v) / 255
        return c <= 0.04045 ? c / 12.92 : Foundation.pow((c + 0.055) / 1.055, 2.4)
    }

    private func pixel(at p: CGPoint) -> [UInt8]? {
        let x = Int(p.x * list.scale), y = Int(p.y * list.scale)
        guard x >= 0, y >= 0, x < bitmap.width, y < bitmap.height else { return nil }
        let i = (y * bitmap.width + x) * 4
        return Array(bitmap.bytes[i..<(i + 3)])
    }

    private static func distance(_ a: RGBA, _ b: RGBA) -> Double {
        max(abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue))
    }

    private static func quote(_ s: String) -> String {
        let one = s.replacingOccurrences(of: "\n", with: "\\n")
        return one.count > 40 ? String(one.prefix(40)) + "…" : one
    }
}
