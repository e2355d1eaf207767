import Foundation

extension DisplayItem {
    /// The same drawing with its alpha multiplied by `opacity`, or `nil` when the item is not a
    /// single fill, stroke or one-run undecorated text (clips, groups, several runs and
    /// decorations need a transparency group). Cairo draws the glyphs of one run as one mask,
    /// so its alpha equals the group's.
    func fading(by opacity: Double) -> DisplayItem? {
        var copy = self
        switch operation {
        case .fill(let path, let style, let bounds, let rule):
            copy.operation = .fill(path, style: style.multiplyingOpacity(opacity), bounds: bounds, rule: rule)
        case .stroke(let path, let style, let bounds, let stroke):
            copy.operation = .stroke(path, style: style.multiplyingOpacity(opacity), bounds: bounds, stroke: stroke)
        case .text(var drawing):
            // Lines drawn over glyphs overlap them, and glyphs of different runs may overlap
            // (negative tracking): only a group composites those correctly.
            guard drawing.text.runs.count == 1, let run = drawing.text.runs.first, !run.strikethrough, !run.underline else { return nil }
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
