internal import CWidgetRender
import Foundation
import WidgetCore

extension TextEngine {
    /// `content` cut at its tail to fit `lineLimit` lines of `widthUnits`, ending with an
    /// ellipsis, laid out (without Pango's own ellipsis).
    ///
    /// The cut keeps every line before the last visible one and the longest run of characters
    /// of the last visible line (cut between grapheme clusters) that, with the whitespace
    /// before the cut dropped and "…" appended, still ends within `lineLimit` lines and
    /// `widthUnits`, as UIKit draws it: "Call the bank…", never "Call the bank …". The cut
    /// never goes past a forced line break after the last visible line's start, so a last
    /// paragraph that fits ends with "…" right after its text ("Line two…"). (Should only
    /// the last line's first character fit beside the ellipsis, Pango may set both on the line
    /// before, one line short of the limit; that is still the longest cut that fits.)
    ///
    /// Only the cuts in the last visible line and the line after it are candidates (no more
    /// can fit on one line), found by binary search: a few short layouts, however long the
    /// text is.
    ///
    /// - Parameters:
    ///   - text: The resolved text, for its attributes and alignment.
    ///   - content: The characters of `text`, as laid out in `full`.
    ///   - full: The layout of all of `content` at `widthUnits`, with more than `lineLimit` lines.
    ///   - lineLimit: The number of lines to keep (at least 1).
    ///   - fontScale: The factor applied to every font.
    ///   - widthUnits: The wrapping width in Pango units (not negative).
    /// - Returns: The truncated layout, with at most `lineLimit` lines.
    /// - Throws: ``WidgetRenderError`` when Pango cannot create a layout.
    func tailTruncatedLayout(
        _ text: ResolvedText, content: TextContent, full: PangoTextLayout, lineLimit: Int, fontScale: CGFloat, widthUnits: Int32
    ) throws -> PangoTextLayout {
        let start = full.startOfLine(lineLimit - 1) ?? 0
        var end = content.lineSeparator(atOrAfter: start) ?? content.string.utf8.count
        if let afterNextLine = full.startOfLine(lineLimit + 1) { end = min(end, afterNextLine) }
        let cuts = TextEngine.characterBoundaries(of: content.string, from: start, to: end)

        func layout(cutAt index: Int) throws -> PangoTextLayout {
            try makeLayout(text, content: content.truncated(atByte: cuts[index]), fontScale: fontScale, widthUnits: widthUnits)
        }
        func fits(_ layout: PangoTextLayout) -> Bool {
            let count = layout.lineCount
            guard count <= lineLimit, let width = layout.logicalWidth(ofLine: count - 1) else { return false }
            return width <= widthUnits
        }

        // Invariant: the cut at `low` is the best known (`best` its layout, if it fits);
        // the cut at `high` does not fit.
        var high = cuts.count - 1
        let longest = try layout(cutAt: high)
        if fits(longest) { return longest }
        var low = 0
        var best: PangoTextLayout?
        while high - low > 1 {
            let middle = low + (high - low) / 2
            let candidate = try layout(cutAt: middle)
            if fits(candidate) {
                (low, best) = (middle, candidate)
            } else {
                high = middle
            }
        }
        if let best { return best }
        // Not even the first character fits beside the ellipsis: keep the earlier lines and
        // the ellipsis, and let Pango hold a line too many to the limit.
        let fallback = try layout(cutAt: 0)
        if fallback.lineCount > lineLimit { fallback.limitLines(lineLimit, ellipsize: PANGO_ELLIPSIZE_END) }
        return fallback
    }

    /// The UTF-8 offsets of the grapheme-cluster boundaries of `string` from byte `start` to
    /// byte `end` (both boundaries), in order, both ends included.
    static func characterBoundaries(of string: String, from start: Int, to end: Int) -> [Int] {
        let utf8 = string.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: start, limitedBy: utf8.endIndex) ?? utf8.endIndex
        let upper = utf8.index(lower, offsetBy: max(end - start, 0), limitedBy: utf8.endIndex) ?? utf8.endIndex
        var offsets = [start]
        var offset = start
        for character in Substring(utf8[lower..<upper]) {
            offset += character.utf8.count
            offsets.append(offset)
        }
        return offsets
    }
}
