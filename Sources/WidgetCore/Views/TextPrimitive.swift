import Foundation

/// A resolved `Text`: measured by the text engine, aligned by its baselines, drawn as laid out.
package struct TextPrimitive: Primitive {
    /// The text's runs with their fonts, its alignment and truncation mode.
    package var text: ResolvedText
    /// The text's fill: the foreground style, or the primary label colour.
    package var style: ResolvedStyle
    /// The most lines the text may take (`nil`: no limit); at least 1.
    package var lineLimit: Int?
    /// The fewest lines of height the text takes, even when it needs fewer
    /// (`lineLimit(n, reservesSpace: true)` or the lower bound of `lineLimit(2...4)`).
    package var reservedLines: Int?
    /// The smallest scale the font may shrink to so the text fits, in (0, 1]; 1 never shrinks.
    package var minimumScaleFactor: CGFloat

    package var name: String { "Text" }

    /// Steps of the search for the largest font scale that fits (`minimumScaleFactor`).
    static let scaleSearchSteps = 8

    /// Measurements remembered per proposal, and the text measurer's answers per argument
    /// set (several proposals often ask the same question: a stack's minimum, maximum and
    /// share along the other axis), so each text asks the measurer once per question however
    /// large the layout is.
    private final class Measurements {
        var byProposal: [ProposedViewSize: MeasuredText] = [:]
        var byArguments: [Arguments: TextMetrics] = [:]
    }

    private struct Arguments: Hashable {
        var width: CGFloat?
        var maxLines: Int?
        var fontScale: CGFloat
    }

    /// How the text answers `proposal` (cached per box).
    package func measured(_ p: ProposedViewSize, in box: LayoutBox) -> MeasuredText {
        let cache = box.state { Measurements() }
        if let cached = cache.byProposal[p] { return cached }
        let result = measure(p, box)
        cache.byProposal[p] = result
        return result
    }

    package func sizeThatFits(_ proposal: ProposedViewSize, in box: LayoutBox) -> CGSize {
        measured(proposal, in: box).size
    }

    /// The standard spacing, and the font facts a text above or below spaces by
    /// (`ViewSpacing/textToTextDistance(above:below:)`): the largest leading of the runs.
    package func spacing(in box: LayoutBox) -> ViewSpacing {
        var spacing = ViewSpacing()
        let leading = text.runs.map(\.font.leading).max() ?? 0
        spacing.text = ViewSpacing.TextSpacing(leading: leading, pixelLength: 1 / box.scale)
        return spacing
    }

    package func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize, in box: LayoutBox) -> CGFloat? {
        let isFirst = key == VerticalAlignment.firstTextBaseline.key
        guard isFirst || key == VerticalAlignment.lastTextBaseline.key else { return nil }
        let m = measured(proposal, in: box)
        guard m.size.height > 0 else { return nil }
        return isFirst ? m.metrics.firstBaseline : m.metrics.lastBaseline
    }

    package func finish(_ node: inout LayoutNode, proposal: ProposedViewSize, in box: LayoutBox) {
        let m = measured(proposal, in: box)
        node.measuredText = m
        if m.metrics.missingGlyphCount > 0 {
            box.report(Diagnostic(.missingGlyphs, "text \"\(Text.excerpt(text.string))\" has \(m.metrics.missingGlyphCount) character(s) no bundled font can draw; they show as boxes. \(UnbundledScripts.advice(for: text.string))"))
        }
        if m.metrics.isTruncated {
            box.report(
                Diagnostic(
                    .truncatedText,
                    "text \"\(Text.excerpt(text.string))\" is truncated to \(m.metrics.lineCount) line(s) in \(LayoutDump.format(node.frame.width)) × \(LayoutDump.format(node.frame.height)) pt; give it more room, allow more lines, or use minimumScaleFactor."))
        }
    }

    package func paint(_ node: LayoutNode, with painter: Painter, into items: inout [DisplayItem]) {
        let frame = painter.snap(node.frame)
        guard let m = node.measuredText, frame.width > 0, frame.height > 0 else { return }
        let drawing = TextDrawing(text: text, frame: frame, width: m.width, maxLines: m.maxLines, fontScale: m.fontScale, style: style)
        items.append(painter.item(.text(drawing), for: node))
    }

    private func measure(_ p: ProposedViewSize, _ box: LayoutBox) -> MeasuredText {
        let empty = TextMetrics(size: .zero, lineCount: 0, isTruncated: false, lineHeight: 0, firstBaseline: 0, lastBaseline: 0)
        // An empty Text takes no space (decision: SwiftUI's `Text("")` is used as "nothing"),
        // unless it reserves lines: then it is that many lines tall and 0 wide.
        guard !text.string.isEmpty else {
            if let reserved = reservedLines {
                let lineHeight = box.measurer.measure(text, width: nil, maxLines: nil, fontScale: 1).lineHeight
                let size = CGSize(width: 0, height: box.ceilToPixel(CGFloat(reserved) * lineHeight))
                return MeasuredText(size: size, metrics: empty, width: nil, maxLines: nil, fontScale: 1)
            }
            return MeasuredText(size: .zero, metrics: empty, width: nil, maxLines: nil, fontScale: 1)
        }
        let width: CGFloat? = p.width.flatMap { $0.isFinite ? max($0, 0) : nil }
        let height: CGFloat? = p.height.flatMap { $0.isFinite ? max($0, 0) : nil }

        let memo = box.state { Measurements() }
        func measure(_ maxLines: Int?, _ scale: CGFloat) -> TextMetrics {
            let key = Arguments(width: width, maxLines: maxLines, fontScale: scale)
            if let known = memo.byArguments[key] { return known }
            let m = box.measurer.measure(text, width: width, maxLines: maxLines, fontScale: scale)
            memo.byArguments[key] = m
            return m
        }
        func attempt(_ scale: CGFloat) -> (TextMetrics, Int?) {
            var maxLines = lineLimit
            var m = measure(maxLines, scale)
            // A height proposal caps the lines too (at least one line is always shown).
            if let h = height, m.size.height > h + 0.001, m.lineHeight > 0 {
                let fitting = max(1, Int(((h + 0.001) / m.lineHeight).rounded(.down)))
                if fitting < m.lineCount {
                    maxLines = min(maxLines ?? fitting, fitting)
                    m = measure(maxLines, scale)
                }
            }
            return (m, maxLines)
        }

        var scale: CGFloat = 1
        var (metrics, maxLines) = attempt(1)
        let fits = { (m: TextMetrics) in !m.isTruncated && !m.overflowsWidth }
        if !fits(metrics) && minimumScaleFactor < 1 {
            let (smallest, smallestLines) = attempt(minimumScaleFactor)
            if fits(smallest) {
                var lo = minimumScaleFactor
                var hi: CGFloat = 1
                var best = (smallest, smallestLines, lo)
                for _ in 0..<TextPrimitive.scaleSearchSteps {
                    let mid = (lo + hi) / 2
                    let (m, l) = attempt(mid)
                    if fits(m) {
                        best = (m, l, mid)
                        lo = mid
                    } else {
                        hi = mid
                    }
                }
                (metrics, maxLines, scale) = best
            } else {
                (metrics, maxLines, scale) = (smallest, smallestLines, minimumScaleFactor)
            }
        }
        var h = metrics.size.height
        if let reserved = reservedLines, metrics.lineHeight > 0 {
            h = max(h, CGFloat(reserved) * metrics.lineHeight)
        }
        var w = metrics.size.width
        // An ellipsised line may measure a hair wider than the width it was fitted to (the
        // text engine's letter spacing); truncated text never answers wider than proposed.
        if metrics.isTruncated, let limit = width { w = min(w, limit) }
        let size = CGSize(width: box.ceilToPixel(w), height: box.ceilToPixel(h))
        return MeasuredText(size: size, metrics: metrics, width: width, maxLines: maxLines, fontScale: scale)
    }
}

extension LayoutBox {
    /// Rounds a length up to the device pixel grid (ignoring floating-point noise).
    package func ceilToPixel(_ v: CGFloat) -> CGFloat {
        guard v.isFinite, v > 0 else { return 0 }
        return ((v * scale) - 1e-6).rounded(.up) / scale
    }
}
