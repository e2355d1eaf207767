import Foundation

extension Text {
    /// The most characters a `Text` lays out. A widget shows a few hundred (a large widget
    /// holds about 1,600 caption characters); longer text is cut here with a diagnostic, so
    /// no string can make shaping slow (Pango's line breaking grows faster than linearly).
    static let maximumLength = 4_000

    /// The widest line, in points, a text may reach unwrapped: its characters times its
    /// largest font size stay under this, well inside the text engine's 32-bit layout units
    /// (about 2,097,000 pt).
    static let maximumLineExtent: CGFloat = 1_000_000

    /// The longest word (run of characters without whitespace) laid out: no widget line holds
    /// more than a few dozen characters, and the text engine's line breaking of one long word
    /// grows with its length squared (4,000 unbreakable characters take 1.6 s to wrap, 256 take
    /// 6 ms). A text with a longer word is cut there.
    static let maximumWordLength = 256

    /// The largest font size used; larger sizes are reported and clamped. (A widget is at most
    /// a few hundred points tall.)
    static let maximumFontSize: CGFloat = 1_000

    /// `runs` cut so they hold at most ``maximumLength`` characters and no more than
    /// ``maximumLineExtent`` of width at their largest font; reported when cut.
    static func limited(_ runs: [ResolvedText.Run], context: ResolveScope) -> [ResolvedText.Run] {
        var runs = runs
        for i in runs.indices where runs[i].font.size > maximumFontSize {
            context.report(Diagnostic(.invalidValue, "font size \(LayoutDump.format(runs[i].font.size)) is larger than \(LayoutDump.format(maximumFontSize)) pt; \(LayoutDump.format(maximumFontSize)) pt used."))
            runs[i].font.size = maximumFontSize
            if let height = runs[i].font.lineHeight { runs[i].font.lineHeight = min(height, maximumFontSize * 1.5) }
        }
        let largest = runs.map(\.font.size).max() ?? 17
        let allowed = min(maximumLength, max(1, Int(maximumLineExtent / max(largest, 1))))
        // A character is at least one UTF-8 byte: text of no more bytes than either limit
        // allows is within both, and its characters need not be counted (grapheme breaking
        // of every text was a tenth of resolving a widget).
        if runs.reduce(0, { $0 + $1.string.utf8.count }) <= min(allowed, maximumWordLength) { return runs }
        let total = runs.reduce(0) { $0 + $1.string.count }
        var keep = min(total, allowed)
        if total > allowed {
            context.report(Diagnostic(.limitExceeded, "text \"\(excerpt(runs.map(\.string).joined()))\" has \(total) characters; the first \(allowed) are laid out. A widget shows a few hundred: shorten it."))
        }
        if let end = endOfFirstOverlongWord(runs, within: keep) {
            context.report(Diagnostic(.limitExceeded, "text \"\(excerpt(runs.map(\.string).joined()))\" has a word longer than \(maximumWordLength) characters; the text is cut there. Break it with spaces or shorten it."))
            keep = end
        }
        return keep < total ? runs.prefix(characters: keep) : runs
    }

    /// Where the first word longer than ``maximumWordLength`` reaches that length (a
    /// character count from the start), looking at the first `limit` characters; `nil` if none.
    private static func endOfFirstOverlongWord(_ runs: [ResolvedText.Run], within limit: Int) -> Int? {
        var position = 0
        var word = 0
        for run in runs {
            for character in run.string {
                guard position < limit else { return nil }
                word = character.isWhitespace ? 0 : word + 1
                position += 1
                if word > maximumWordLength { return position - 1 }
            }
        }
        return nil
    }
}
