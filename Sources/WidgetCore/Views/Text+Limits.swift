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
        let total = runs.reduce(0) { $0 + $1.string.count }
        guard total > allowed else { return runs }
        context.report(Diagnostic(.limitExceeded, "text \"\(excerpt(runs.map(\.string).joined()))\" has \(total) characters; the first \(allowed) are laid out. A widget shows a few hundred: shorten it."))
        var left = allowed
        var cut: [ResolvedText.Run] = []
        for run in runs where left > 0 {
            var r = run
            if r.string.count > left { r.string = String(r.string.prefix(left)) }
            left -= r.string.count
            cut.append(r)
        }
        return cut
    }
}
