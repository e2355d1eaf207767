import Foundation

extension DisplayItem {
    /// The same drawing with its alpha multiplied by `opacity`, or `nil` when the item is not a
    /// single fill, stroke or undecorated text (clips, groups and decorated text need a
    /// transparency group). Glyphs of one text do not overlap, so per-glyph alpha equals the group.
    func fading(by opacity: Double) -> DisplayItem? {
        var copy = self
        switch operation {
        case .fill(let path, let style, let bounds, let rule):
            copy.operation = .fill(path, style: style.multiplyingOpacity(opacity), bounds: bounds, rule: rule)
        case .stroke(let path, let style, let bounds, let stroke):
            copy.operation = .stroke(path, style: style.multiplyingOpacity(opacity), bounds: bounds, stroke: stroke)
        case .text(var drawing):
            // Lines drawn over glyphs overlap them: only a group composites that correctly.
            if drawing.text.runs.contains(where: { $0.strikethrough || $0.underline }) { return nil }
            drawing.style = drawing.style.multiplyingOpacity(opacity)
            drawing.text.runs = drawing.text.runs.map { run in
                var r = run
                r.color = r.color?.multiplyingOpacity(opacity)
                r.strikethroughColor = r.strikethroughColor?.multiplyingOpacity(opacity)
                r.underlineColor = r.underlineColor?.multiplyingOpacity(opacity)
                return r
            }
            copy.operation = .text(drawing)
        default:
            return nil
        }
        return copy
    }
}
