import Foundation
import Testing

@testable import WidgetRender

/// Tail truncation cuts the last visible line itself, as UIKit does: as many characters as fit
/// beside the ellipsis, no whitespace before it, and never wider than the width.
@Suite struct TailTruncationTests {
    /// What measuring and drawing lay out: the characters, each line's UTF-8 start and the metrics.
    private struct Laid {
        var string: String
        var lineStarts: [Int]
        var metrics: TextMetrics
    }

    private func layOut(_ text: ResolvedText, width: CGFloat?, maxLines: Int?) throws -> Laid {
        try TextEnginePool.shared.withEngine { engine in
            try TextLock.run {
                let laidOut = try engine.makeLayout(text, width: width, maxLines: maxLines, fontScale: 1)
                let starts = (0..<laidOut.layout.lineCount).compactMap { laidOut.layout.startOfLine($0) }
                return Laid(string: laidOut.layout.text, lineStarts: starts, metrics: try laidOut.metrics)
            }
        }
    }

    private func hasWhitespaceBeforeEllipsis(_ string: String) -> Bool {
        let scalars = Array(string.unicodeScalars)
        guard let index = scalars.lastIndex(of: "\u{2026}"), index > 0 else { return false }
        return scalars[index - 1].properties.isWhitespace || scalars[index - 1] == "\u{2028}"
    }

    @Test func theEllipsisFollowsTheLastWordWithoutASpace() throws {
        // Pango's own ellipsis drew "Call the bank …" here. 112 pt (98 before issue #27, when
        // Inter was narrowed 0.059 em a character) lies in 106…116 pt, where "Call the bank…"
        // fits and "Call the bank a…" does not.
        let laid = try layOut(plainText("Call the bank about the card", size: 15), width: 112, maxLines: 1)
        #expect(laid.string == "Call the bank\u{2026}")
        #expect(laid.metrics.isTruncated)
        #expect(laid.metrics.lineCount == 1)
        #expect(laid.metrics.size.width <= 112, "width \(laid.metrics.size.width)")
    }

    /// At every width: no space before the ellipsis, within the width and the line limit, and
    /// one more character (with the whitespace before it) would not fit.
    ///
    /// With runs of spaces, sometimes only the last line's first character fits beside the
    /// ellipsis and Pango then sets both on the line before ("c    d…" for "c    " and "d…"),
    /// one line short of the limit.
    @Test(arguments: [
        ("Call the bank about the card", true), ("The quick brown fox jumps over the lazy dog", true), ("a  b   c    d     e  f", false),
    ])
    func everyTruncationFillsTheLastLineWithinTheWidth(string: String, fillsEveryLine: Bool) throws {
        for maxLines in 1...3 {
            for width in stride(from: 30 as CGFloat, through: 260, by: 7) {
                let laid = try layOut(plainText(string), width: width, maxLines: maxLines)
                let context = "\(string.debugDescription) at \(width) pt in \(maxLines) lines: \(laid.string.debugDescription)"
                guard laid.metrics.isTruncated else {
                    #expect(laid.string == string, "\(context)")
                    continue
                }
                #expect(laid.string.hasSuffix("\u{2026}") && !hasWhitespaceBeforeEllipsis(laid.string), "\(context)")
                #expect(laid.metrics.size.width <= width, "\(context)")
                #expect(laid.metrics.lineCount == maxLines || (!fillsEveryLine && laid.metrics.lineCount == maxLines - 1), "\(context)")
                let kept = laid.string.dropLast()
                #expect(string.hasPrefix(kept), "\(context)")
                let rest = string.dropFirst(kept.count)
                guard let next = rest.firstIndex(where: { !$0.isWhitespace }) else { continue }
                let longer = String(kept) + rest[...next] + "\u{2026}"
                let longerMetrics = try measure(plainText(longer), width: width)
                #expect(longerMetrics.lineCount > maxLines || longerMetrics.size.width > width, "\(context) (\(longer.debugDescription) fits)")
            }
        }
    }

    @Test func multiLineTruncationKeepsTheEarlierLines() throws {
        let text = plainText("Remember to call the bank about the replacement card before Friday afternoon")
        let full = try layOut(text, width: 126, maxLines: nil)
        let limited = try layOut(text, width: 126, maxLines: 3)
        #expect(full.lineStarts.count > 3)
        #expect(limited.metrics.lineCount == 3 && limited.metrics.isTruncated)
        #expect(limited.lineStarts == Array(full.lineStarts.prefix(3)))
        let earlierLines = full.lineStarts[2]
        #expect(limited.string.utf8.prefix(earlierLines).elementsEqual(full.string.utf8.prefix(earlierLines)))
        #expect(limited.string.hasSuffix("\u{2026}") && !hasWhitespaceBeforeEllipsis(limited.string))
        #expect(limited.metrics.size.width <= 126)
    }

    @Test(arguments: [1, 2])
    func aSingleLongWordTruncatesInsideTheWord(maxLines: Int) throws {
        let word = "Supercalifragilisticexpialidocious"
        let laid = try layOut(plainText(word), width: 80, maxLines: maxLines)
        #expect(laid.string.hasPrefix("Super") && laid.string.hasSuffix("\u{2026}"), "\(laid.string)")
        #expect(laid.string.count < word.count)
        #expect(laid.metrics.lineCount == maxLines && laid.metrics.isTruncated)
        #expect(laid.metrics.size.width <= 80)
    }

    @Test func aParagraphBreakStillEndsTheLastVisibleParagraph() throws {
        let laid = try layOut(plainText("Line one\nLine two  \nLine three"), width: 200, maxLines: 2)
        #expect(laid.string == "Line one\u{2028}Line two\u{2026}")
        #expect(laid.metrics.lineCount == 2 && laid.metrics.isTruncated)
    }

    @Test func textThatFitsIsUnchanged() throws {
        for (string, maxLines) in [("Call the bank", 1), ("Call the bank about the card", 2)] {
            let laid = try layOut(plainText(string), width: 126, maxLines: maxLines)
            #expect(laid.string == string)
            #expect(!laid.metrics.isTruncated)
            #expect(laid.metrics == (try layOut(plainText(string), width: 126, maxLines: nil)).metrics)
        }
    }

    @Test func aVeryLongStringTruncatesToItsFirstLines() throws {
        let string = String(repeating: "Lorem ipsum dolor sit amet, ", count: 1_786)  // 50,008 characters
        let laid = try layOut(plainText(string), width: 126, maxLines: 3)
        #expect(laid.metrics.lineCount == 3 && laid.metrics.isTruncated)
        #expect(laid.metrics.size.width <= 126)
        #expect(laid.string.count < 100 && laid.string.hasSuffix("\u{2026}"))
        #expect(!hasWhitespaceBeforeEllipsis(laid.string))
    }

    @Test func measuringReportsTheTruncatedLayout() throws {
        let text = plainText("Call the bank about the card", size: 15)
        #expect(try measure(text, width: 108, maxLines: 1) == (try layOut(text, width: 108, maxLines: 1)).metrics)
    }
}
