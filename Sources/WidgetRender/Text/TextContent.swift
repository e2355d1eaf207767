import Foundation
import WidgetCore

/// The characters of a ``ResolvedText`` as Pango receives them, with each run's byte range.
///
/// Two rewrites keep the layout well defined:
/// - U+0000 becomes U+FFFD (Pango rejects text with embedded NULs);
/// - when a line limit applies, paragraph breaks (`\n`, `\r`, `\r\n`, U+2029) become
///   U+2028 LINE SEPARATOR. Pango counts its line limit per paragraph; one paragraph with
///   forced line breaks makes the limit count every line, as SwiftUI's `lineLimit` does,
///   and lets the last visible line carry the ellipsis.
struct TextContent: Sendable, Hashable {
    /// The text handed to Pango.
    var string: String
    /// Each run's UTF-8 byte range in ``string``, in run order.
    var runRanges: [Range<Int>]

    /// Assembles the runs of `text`.
    ///
    /// - Parameters:
    ///   - text: The resolved text.
    ///   - joinsParagraphs: Whether paragraph breaks become line separators (set when a line
    ///     limit applies).
    init(_ text: ResolvedText, joinsParagraphs: Bool) {
        var string = ""
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(text.runs.count)
        var offset = 0
        for run in text.runs {
            let piece = TextContent.rewrite(run.string, joinsParagraphs: joinsParagraphs)
            let length = piece.utf8.count
            ranges.append(offset..<(offset + length))
            offset += length
            string += piece
        }
        self.string = string
        self.runRanges = ranges
    }

    /// Whether the assembled text has no characters.
    var isEmpty: Bool { string.isEmpty }

    /// The UTF-8 offset of the first forced line break (U+2028) at or after `offset`.
    func lineSeparator(atOrAfter offset: Int) -> Int? {
        let bytes = Array(string.utf8)
        var index = max(offset, 0)
        while index + 2 < bytes.count {
            if bytes[index] == 0xE2, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 { return index }
            index += 1
        }
        return nil
    }

    /// The ellipsis appended by ``truncated(atByte:)``.
    static let ellipsis = "\u{2026}"

    /// The text cut at UTF-8 offset `end` (a character boundary), without the whitespace and
    /// line breaks before the cut, followed by an ellipsis in the style of the run it ends.
    func truncated(atByte end: Int) -> TextContent {
        var kept = String(decoding: string.utf8.prefix(max(end, 0)), as: UTF8.self).unicodeScalars
        while let last = kept.last, last.properties.isWhitespace || last == "\u{2028}" {
            kept.removeLast()
        }
        let cut = String(kept).utf8.count
        let ellipsisLength = TextContent.ellipsis.utf8.count
        // The ellipsis belongs to the last run holding characters before the cut.
        let owner = runRanges.lastIndex { $0.lowerBound < cut } ?? 0
        var truncated = self
        truncated.string = String(kept) + TextContent.ellipsis
        truncated.runRanges = runRanges.indices.map { index in
            let range = runRanges[index]
            if index < owner { return min(range.lowerBound, cut)..<min(range.upperBound, cut) }
            if index == owner { return min(range.lowerBound, cut)..<(cut + ellipsisLength) }
            return (cut + ellipsisLength)..<(cut + ellipsisLength)
        }
        return truncated
    }

    private static func rewrite(_ string: String, joinsParagraphs: Bool) -> String {
        let needsRewrite = string.utf8.contains { byte in
            byte == 0 || (joinsParagraphs && (byte == 0x0A || byte == 0x0D || byte == 0xE2))
        }
        guard needsRewrite else { return string }
        var scalars = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        for scalar in string.unicodeScalars {
            defer { previous = scalar }
            if scalar == "\0" {
                scalars.append("\u{FFFD}")
            } else if !joinsParagraphs {
                scalars.append(scalar)
            } else if scalar == "\n" {
                // "\r\n" is one break, already written for its "\r".
                if previous != "\r" { scalars.append("\u{2028}") }
            } else if scalar == "\r" || scalar == "\u{2029}" {
                scalars.append("\u{2028}")
            } else {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }
}
