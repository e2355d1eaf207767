import Foundation
import WidgetCore

/// A ``TextMeasurer`` with exactly predictable metrics, for layout tests.
///
/// - Every character (spaces and the ellipsis included) advances `size × 0.5` points, where
///   `size` is its run's font size times `fontScale`; tracking is ignored.
/// - A line is `(lineHeight ?? size × 1.25) × fontScale` tall, the largest over all runs.
/// - The first baseline is 0.8 line heights from the top; the last baseline is 0.8 line
///   heights into the last line.
/// - Paragraphs are separated by `"\n"`. With a `width`, each paragraph is wrapped greedily at
///   spaces (the spaces at a break belong to no line); a word wider than `width` is broken
///   between characters, at least one character per line. Without a `width` every paragraph
///   is one line.
/// - With `maxLines`, when there are more lines the last kept line takes the rest of its
///   paragraph, cut so that it and a trailing `"…"` (advancing as the last run's
///   characters) fit in `width`; `isTruncated` is set.
/// - `overflowsWidth` is set when a line is still wider than `width` (a single character,
///   or a lone ellipsis, wider than it).
///
/// With `.system(size: 10)`: 5 pt per character, 12.5 pt per line, baseline at 10.
struct FakeTextMeasurer: TextMeasurer, Sendable {
    /// Advance of one character, as a fraction of the font size.
    static let advanceFactor: CGFloat = 0.5
    /// Line height of a font with no line height of its own, as a fraction of its size.
    static let naturalLineHeightFactor: CGFloat = 1.25
    /// Baseline position within a line, as a fraction of the line height.
    static let baselineFactor: CGFloat = 0.8
    /// The character that ends a truncated line.
    static let ellipsis: Character = "…"

    /// One laid-out line: its characters and its width in points.
    struct Line: Equatable {
        var text: String
        var width: CGFloat
    }

    func measure(_ text: ResolvedText, width: CGFloat?, maxLines: Int?, fontScale: CGFloat) -> TextMetrics {
        let (lines, isTruncated, lineHeight) = layout(text, width: width, maxLines: maxLines, fontScale: fontScale)
        let widest = lines.map(\.width).max() ?? 0
        let overflows = width.map { w in lines.contains { $0.width > w + Self.tolerance } } ?? false
        let count = lines.count
        return TextMetrics(
            size: CGSize(width: widest, height: CGFloat(count) * lineHeight),
            lineCount: count,
            isTruncated: isTruncated,
            overflowsWidth: overflows,
            lineHeight: lineHeight,
            firstBaseline: count == 0 ? 0 : Self.baselineFactor * lineHeight,
            lastBaseline: count == 0 ? 0 : (CGFloat(count - 1) + Self.baselineFactor) * lineHeight
        )
    }

    /// The lines `measure` lays out, for tests of the fake itself.
    func lines(_ text: ResolvedText, width: CGFloat?, maxLines: Int?, fontScale: CGFloat = 1) -> [Line] {
        layout(text, width: width, maxLines: maxLines, fontScale: fontScale).lines
    }

    private static let tolerance: CGFloat = 1e-9

    private struct Glyph {
        var character: Character
        var advance: CGFloat
    }

    private func layout(_ text: ResolvedText, width: CGFloat?, maxLines: Int?, fontScale: CGFloat) -> (lines: [Line], isTruncated: Bool, lineHeight: CGFloat) {
        let fonts = text.runs.map { $0.font.scaled(by: fontScale) }
        let lineHeight = fonts.map { $0.lineHeight ?? $0.size * Self.naturalLineHeightFactor }.max() ?? 0
        var paragraphs: [[Glyph]] = [[]]
        for (run, font) in zip(text.runs, fonts) {
            let advance = font.size * Self.advanceFactor
            for character in run.string {
                if character == "\n" {
                    paragraphs.append([])
                } else {
                    paragraphs[paragraphs.count - 1].append(Glyph(character: character, advance: advance))
                }
            }
        }
        guard !text.string.isEmpty else { return ([], false, lineHeight) }

        let wrapped = paragraphs.map(Paragraph.init)
        var ranges: [(paragraph: Paragraph, range: Range<Int>)] = []
        for paragraph in wrapped {
            ranges += paragraph.wrap(width: width).map { (paragraph, $0) }
        }
        guard let limit = maxLines, ranges.count > limit else {
            return (ranges.map { $0.paragraph.line($0.range) }, false, lineHeight)
        }
        var lines = ranges.prefix(max(limit - 1, 0)).map { $0.paragraph.line($0.range) }
        if limit > 0 {
            let (paragraph, range) = ranges[limit - 1]
            let ellipsisAdvance = (fonts.last?.size ?? 0) * Self.advanceFactor
            lines.append(paragraph.truncatedLine(from: range.lowerBound, limit: width, ellipsisAdvance: ellipsisAdvance))
        }
        return (lines, true, lineHeight)
    }

    /// One paragraph's glyphs with prefix sums of their advances.
    private struct Paragraph {
        let glyphs: [Glyph]
        let offsets: [CGFloat]

        init(_ glyphs: [Glyph]) {
            self.glyphs = glyphs
            var offsets: [CGFloat] = [0]
            offsets.reserveCapacity(glyphs.count + 1)
            for g in glyphs { offsets.append(offsets[offsets.count - 1] + g.advance) }
            self.offsets = offsets
        }

        func width(_ r: Range<Int>) -> CGFloat { offsets[r.upperBound] - offsets[r.lowerBound] }

        func line(_ r: Range<Int>) -> Line {
            Line(text: String(glyphs[r].map(\.character)), width: width(r))
        }

        func fits(_ r: Range<Int>, _ width: CGFloat) -> Bool { self.width(r) <= width + FakeTextMeasurer.tolerance }

        /// The runs of non-space characters.
        var words: [Range<Int>] {
            var words: [Range<Int>] = []
            var start: Int?
            for (i, g) in glyphs.enumerated() {
                if g.character == " " {
                    if let s = start { words.append(s..<i) }
                    start = nil
                } else if start == nil {
                    start = i
                }
            }
            if let s = start { words.append(s..<glyphs.count) }
            return words
        }

        /// Greedy wrapping: the glyph range of each line.
        func wrap(width: CGFloat?) -> [Range<Int>] {
            let words = self.words
            guard let width, !words.isEmpty else { return [0..<glyphs.count] }
            var lines: [Range<Int>] = []
            var current: Range<Int>?
            var index = 0
            var pending: Range<Int>? = nil
            while true {
                let word: Range<Int>
                if let p = pending {
                    word = p
                    pending = nil
                } else if index < words.count {
                    word = words[index]
                    index += 1
                } else {
                    break
                }
                if let c = current {
                    let joined = c.lowerBound..<word.upperBound
                    if fits(joined, width) {
                        current = joined
                        continue
                    }
                    lines.append(c)
                    current = nil
                }
                if fits(word, width) {
                    current = word
                    continue
                }
                // A word wider than the line: break it between characters.
                var end = word.lowerBound + 1
                while end < word.upperBound, fits(word.lowerBound..<(end + 1), width) { end += 1 }
                lines.append(word.lowerBound..<end)
                if end < word.upperBound { pending = end..<word.upperBound }
            }
            if let c = current { lines.append(c) }
            return lines
        }

        /// The rest of the paragraph from `start`, cut so that it and "…" fit in `width`.
        func truncatedLine(from start: Int, limit: CGFloat?, ellipsisAdvance: CGFloat) -> Line {
            var end = glyphs.count
            if let limit {
                end = start
                while end < glyphs.count, width(start..<(end + 1)) + ellipsisAdvance <= limit + FakeTextMeasurer.tolerance { end += 1 }
            }
            var text = String(glyphs[start..<end].map(\.character))
            text.append(FakeTextMeasurer.ellipsis)
            return Line(text: text, width: self.width(start..<end) + ellipsisAdvance)
        }
    }
}
