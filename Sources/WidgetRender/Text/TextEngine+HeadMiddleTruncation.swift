internal import CWidgetRender
import Foundation
import WidgetCore

extension TextEngine {
    /// `content` truncated at its head or middle to fit `lineLimit` lines of `widthUnits`,
    /// laid out (without Pango's own ellipsis).
    ///
    /// As UIKit truncates multi-line text in these modes (and SwiftUI, which draws with it),
    /// only the last line is truncated: the lines before it are laid out as usual, and the
    /// last one shows the rest of the text, its forced line breaks read as spaces, cut to fit:
    /// - head: "…" and the longest end of the rest that fits ("…about the card");
    /// - middle: the rest's start, "…", and its end, as many characters of each as fit, the
    ///   start taking the extra one ("Call the…the card").
    ///
    /// Cuts fall between grapheme clusters, so an emoji sequence, a flag or a letter with its
    /// combining marks is kept or dropped whole, and whitespace beside the ellipsis is dropped
    /// (as the tail mode does). Found by binary search: a few short layouts.
    ///
    /// - Parameters:
    ///   - text: The resolved text, for its attributes, alignment and truncation mode.
    ///   - content: The characters of `text`, as laid out in `full`.
    ///   - full: The layout of all of `content` at `widthUnits`, with more than `lineLimit` lines.
    ///   - lineLimit: The number of lines to keep (at least 1).
    ///   - fontScale: The factor applied to every font.
    ///   - widthUnits: The width of a line in Pango units (not negative).
    /// - Returns: The truncated layout.
    /// - Throws: ``WidgetRenderError`` when Pango cannot create a layout.
    func headOrMiddleTruncatedLayout(
        _ text: ResolvedText, content: TextContent, full: PangoTextLayout, lineLimit: Int, fontScale: CGFloat, widthUnits: Int32
    ) throws -> PangoTextLayout {
        let start = full.startOfLine(lineLimit - 1) ?? 0
        let end = content.string.utf8.count
        let cuts = TextEngine.characterBoundaries(of: content.string, from: start, to: end)
        let blank = TextEngine.whitespaceFlags(of: content.string, from: start, to: end)
        let count = cuts.count - 1
        let isHead = text.truncationMode == .head

        /// The layout keeping `kept` of the rest's characters beside the ellipsis.
        func layout(keeping kept: Int) throws -> PangoTextLayout {
            var headEnd = isHead ? 0 : (kept + 1) / 2
            var tailStart = count - (isHead ? kept : kept / 2)
            while headEnd > 0, blank[headEnd - 1] { headEnd -= 1 }
            while tailStart < count, blank[tailStart] { tailStart += 1 }
            var segments: [TextContent.Segment] = [.original(0..<start, joiningLines: false)]
            if headEnd > 0 { segments.append(.original(cuts[0]..<cuts[headEnd], joiningLines: true)) }
            segments.append(.ellipsis)
            if tailStart < count { segments.append(.original(cuts[tailStart]..<cuts[count], joiningLines: true)) }
            return try makeLayout(text, content: content.spliced(segments), fontScale: fontScale, widthUnits: widthUnits)
        }
        func fits(_ layout: PangoTextLayout) -> Bool {
            let lines = layout.lineCount
            guard lines <= lineLimit, let width = layout.logicalWidth(ofLine: lines - 1) else { return false }
            return width <= widthUnits
        }

        // No line holds more than width / (narrowest advance × smallest size) characters, so
        // keeping one more than that never fits: the search stays short for a long text.
        let smallest = (text.runs.map(\.font.size).min() ?? 1) * fontScale
        let perLine = CGFloat(widthUnits) / CGFloat(PANGO_SCALE) / (TextEngine.narrowestAdvance * max(smallest, 0.001))
        var high = perLine.isFinite && perLine < CGFloat(count) ? Int(perLine) + 1 : count
        if high == count {
            let whole = try layout(keeping: count)
            if fits(whole) { return whole }
        }
        // Invariant: keeping `low` characters fits (or `low` is 0); keeping `high` does not.
        var low = 0
        var best: PangoTextLayout?
        while high - low > 1 {
            let middle = low + (high - low) / 2
            let candidate = try layout(keeping: middle)
            if fits(candidate) { (low, best) = (middle, candidate) } else { high = middle }
        }
        if let best { return best }
        let fallback = try layout(keeping: 0)
        if fallback.lineCount > lineLimit { fallback.limitLines(lineLimit, ellipsize: PANGO_ELLIPSIZE_END) }
        return fallback
    }

    /// Whether each grapheme cluster of `string` from byte `start` to byte `end` is whitespace
    /// (spaces, tabs, line breaks), in order.
    static func whitespaceFlags(of string: String, from start: Int, to end: Int) -> [Bool] {
        let utf8 = string.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: start, limitedBy: utf8.endIndex) ?? utf8.endIndex
        let upper = utf8.index(lower, offsetBy: max(end - start, 0), limitedBy: utf8.endIndex) ?? utf8.endIndex
        return Substring(utf8[lower..<upper]).map(\.isWhitespace)
    }
}
