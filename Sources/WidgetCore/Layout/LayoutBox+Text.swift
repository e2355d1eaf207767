import Foundation

/// How a text view answered one proposal.
struct TextResult {
    /// The answered size: measured, rounded up to the pixel grid.
    var size: CGSize
    var metrics: TextMetrics
    var width: CGFloat?
    var maxLines: Int?
    var fontScale: CGFloat
}

extension LayoutBox {
    /// Steps of the search for the largest font scale that fits (`minimumScaleFactor`).
    static let scaleSearchSteps = 8

    func textResult(for p: ProposedViewSize) -> TextResult {
        if let cached = textCache[p] { return cached }
        guard case .text(let textNode) = node.kind else {
            return TextResult(size: .zero, metrics: TextMetrics(size: .zero, lineCount: 0, isTruncated: false, lineHeight: 0, firstBaseline: 0, lastBaseline: 0), width: nil, maxLines: nil, fontScale: 1)
        }
        let result = computeText(textNode, p)
        textCache[p] = result
        return result
    }

    private func computeText(_ t: ViewNode.TextNode, _ p: ProposedViewSize) -> TextResult {
        let empty = TextMetrics(size: .zero, lineCount: 0, isTruncated: false, lineHeight: 0, firstBaseline: 0, lastBaseline: 0)
        // An empty Text takes no space (decision: SwiftUI's `Text("")` is used as "nothing"),
        // unless it reserves lines: then it is that many lines tall and 0 wide.
        guard !t.text.string.isEmpty else {
            if let reserved = t.reservedLines {
                let lineHeight = engine.measurer.measure(t.text, width: nil, maxLines: nil, fontScale: 1).lineHeight
                let size = CGSize(width: 0, height: ceilToPixel(CGFloat(reserved) * lineHeight))
                return TextResult(size: size, metrics: empty, width: nil, maxLines: nil, fontScale: 1)
            }
            return TextResult(size: .zero, metrics: empty, width: nil, maxLines: nil, fontScale: 1)
        }
        let width: CGFloat? = p.width.flatMap { $0.isFinite ? max($0, 0) : nil }
        let height: CGFloat? = p.height.flatMap { $0.isFinite ? max($0, 0) : nil }

        func attempt(_ scale: CGFloat) -> (TextMetrics, Int?) {
            var maxLines = t.lineLimit
            var m = engine.measurer.measure(t.text, width: width, maxLines: maxLines, fontScale: scale)
            // A height proposal caps the lines too (at least one line is always shown).
            if let h = height, m.size.height > h + 0.001, m.lineHeight > 0 {
                let fitting = max(1, Int(((h + 0.001) / m.lineHeight).rounded(.down)))
                if fitting < m.lineCount {
                    maxLines = min(maxLines ?? fitting, fitting)
                    m = engine.measurer.measure(t.text, width: width, maxLines: maxLines, fontScale: scale)
                }
            }
            return (m, maxLines)
        }

        var scale: CGFloat = 1
        var (metrics, maxLines) = attempt(1)
        let fits = { (m: TextMetrics) in !m.isTruncated && !m.overflowsWidth }
        if !fits(metrics) && t.minimumScaleFactor < 1 {
            let (smallest, smallestLines) = attempt(t.minimumScaleFactor)
            if fits(smallest) {
                var lo = t.minimumScaleFactor, hi: CGFloat = 1
                var best = (smallest, smallestLines, lo)
                for _ in 0..<LayoutBox.scaleSearchSteps {
                    let mid = (lo + hi) / 2
                    let (m, l) = attempt(mid)
                    if fits(m) { best = (m, l, mid); lo = mid } else { hi = mid }
                }
                (metrics, maxLines, scale) = best
            } else {
                (metrics, maxLines, scale) = (smallest, smallestLines, t.minimumScaleFactor)
            }
        }
        var h = metrics.size.height
        if let reserved = t.reservedLines, metrics.lineHeight > 0 {
            h = max(h, CGFloat(reserved) * metrics.lineHeight)
        }
        var w = metrics.size.width
        // An ellipsised line may measure a hair wider than the width it was fitted to (the
        // text engine's letter spacing); truncated text never answers wider than proposed.
        if metrics.isTruncated, let limit = width { w = min(w, limit) }
        let size = CGSize(width: ceilToPixel(w), height: ceilToPixel(h))
        return TextResult(size: size, metrics: metrics, width: width, maxLines: maxLines, fontScale: scale)
    }

    /// Rounds a length up to the device pixel grid (ignoring floating-point noise).
    func ceilToPixel(_ v: CGFloat) -> CGFloat {
        guard v.isFinite, v > 0 else { return 0 }
        return ((v * scale) - 1e-6).rounded(.up) / scale
    }
}
