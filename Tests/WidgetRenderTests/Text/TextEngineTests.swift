import Foundation
import Testing

@testable import WidgetRender

@Suite struct TextEngineTests {
    @Test func helloAt17PointsHasAPlausibleSize() throws {
        let metrics = try measure(plainText("Hello"))
        // Five letters of a sans-serif text face average 0.42–0.54 em: 35.7–45.9 pt at 17 pt.
        #expect(metrics.size.width > 35.7 && metrics.size.width < 45.9, "width \(metrics.size.width)")
        // Inter's line height is about 1.21 em.
        #expect(metrics.size.height > 17 * 1.1 && metrics.size.height < 17 * 1.35, "height \(metrics.size.height)")
        #expect(metrics.lineCount == 1)
        #expect(!metrics.isTruncated)
        #expect(metrics.firstBaseline > 12 && metrics.firstBaseline < metrics.size.height)
        #expect(metrics.lastBaseline == metrics.firstBaseline)
        #expect(metrics.lineHeight == metrics.size.height)
    }

    @Test func sizeIsUnrounded() throws {
        let metrics = try measure(plainText("Hello"))
        #expect(metrics.size.width != metrics.size.width.rounded())
    }

    @Test func narrowWidthWraps() throws {
        let metrics = try measure(plainText("The quick brown fox jumps"), width: 60)
        #expect(metrics.lineCount > 1)
        #expect(metrics.size.width <= 60)
        #expect(!metrics.overflowsWidth)
        #expect(metrics.lastBaseline > metrics.firstBaseline)
    }

    @Test func oneLineAtANarrowWidthIsTruncated() throws {
        let metrics = try measure(plainText("The quick brown fox jumps"), width: 60, maxLines: 1)
        #expect(metrics.lineCount == 1)
        #expect(metrics.isTruncated)
        #expect(metrics.size.width <= 60)
    }

    @Test func absoluteLineHeightSetsEachLine() throws {
        let metrics = try measure(plainText("one\ntwo\nthree", lineHeight: 22))
        #expect(metrics.lineCount == 3)
        #expect(metrics.size.height == 66)
        #expect(metrics.lineHeight == 22)
        #expect(metrics.lastBaseline - metrics.firstBaseline == 44)
    }

    /// Empty text has no size and no lines, as SwiftUI's `Text("")`; its line height is still
    /// the font's, for callers that reserve space for a line.
    @Test func emptyTextMeasuresAsNothing() throws {
        for text in [plainText(""), ResolvedText(runs: [])] {
            let metrics = try measure(text, width: 100, maxLines: 2)
            #expect(metrics.size == .zero)
            #expect(metrics.lineCount == 0)
            #expect(!metrics.isTruncated)
            #expect(metrics.lineHeight > 17)
            #expect(metrics.firstBaseline == 0 && metrics.lastBaseline == 0)
        }
        #expect(try measure(plainText("", lineHeight: 22)).lineHeight == 22)
    }

    @Test func aVeryLongStringMeasuresToSaneMetrics() throws {
        let string = String(repeating: "Lorem ipsum dolor sit amet, ", count: 1_786)  // 50,008 characters
        let metrics = try measure(plainText(string), width: 300)
        #expect(metrics.lineCount > 100)
        #expect(metrics.size.width > 250 && metrics.size.width <= 300, "width \(metrics.size.width)")
        #expect(abs(metrics.size.height - metrics.lineHeight * CGFloat(metrics.lineCount)) < 0.01, "height \(metrics.size.height)")
        #expect(abs(metrics.lastBaseline - metrics.firstBaseline - (metrics.size.height - metrics.lineHeight)) < 0.01)
        #expect(!metrics.isTruncated && !metrics.overflowsWidth)
        #expect(metrics.missingGlyphCount == 0)
    }

    @Test func lineLimitCountsLinesAcrossParagraphs() throws {
        let text = plainText("first\nsecond\nthird\nfourth")
        let unlimited = try measure(text)
        let limited = try measure(text, maxLines: 2)
        #expect(unlimited.lineCount == 4)
        #expect(limited.lineCount == 2)
        #expect(limited.isTruncated)
        #expect(limited.size.height == unlimited.lineHeight * 2)
    }

    @Test func tailTruncationEndsTheLastVisibleParagraphWithAnEllipsis() throws {
        let limited = try measure(plainText("Line one\nLine two\nLine three"), maxLines: 2)
        let expected = try measure(plainText("Line one\nLine two\u{2026}"))
        #expect(limited.isTruncated)
        #expect(limited.lineCount == 2)
        #expect(limited.size == expected.size)
    }

    @Test func tailTruncationFillsTheLastWrappedLine() throws {
        // UIKit fills the last line with as many characters as fit before the ellipsis.
        let limited = try measure(plainText("The quick brown fox jumps"), width: 120, maxLines: 1)
        let wordOnly = try measure(plainText("The quick\u{2026}"))
        #expect(limited.size.width > wordOnly.size.width)
        #expect(limited.size.width <= 120)
    }

    @Test(arguments: [TruncationMode.head, .middle, .tail])
    func everyTruncationModeLimitsUnwrappedParagraphs(mode: TruncationMode) throws {
        let metrics = try measure(plainText("alpha\nbeta\ngamma\ndelta", truncation: mode), maxLines: 3)
        #expect(metrics.lineCount == 3)
        #expect(metrics.isTruncated)
    }

    @Test func aLineLimitThatFitsChangesNothing() throws {
        let text = plainText("first\nsecond")
        let unlimited = try measure(text, width: 200)
        let limited = try measure(text, width: 200, maxLines: 2)
        #expect(limited == unlimited)
    }

    @Test func aWordWiderThanTheWidthBreaksInsideTheWord() throws {
        let metrics = try measure(plainText("Supercalifragilistic"), width: 40)
        #expect(metrics.lineCount > 1)
        #expect(!metrics.overflowsWidth)
        #expect(try measure(plainText("W"), width: 2).overflowsWidth)
    }

    /// Pango adds letter spacing between graphemes, not after a line's last one: four gaps.
    @Test func trackingWidensTextBetweenCharacters() throws {
        let plain = try measure(plainText("Hello"))
        let tracked = try measure(plainText("Hello", tracking: 2))
        #expect(abs(tracked.size.width - plain.size.width - 8) < 0.01)
    }

    @Test func monospacedDigitsHaveEqualWidths() throws {
        let ones = try measure(plainText("1111", monospacedDigit: true))
        let eights = try measure(plainText("8888", monospacedDigit: true))
        let proportionalOnes = try measure(plainText("1111"))
        #expect(abs(ones.size.width - eights.size.width) < 0.001)
        #expect(proportionalOnes.size.width < ones.size.width)
    }

    @Test func fontScaleScalesTheLayout() throws {
        let full = try measure(plainText("Hello", size: 16))
        let half = try measure(plainText("Hello", size: 16), fontScale: 0.5)
        #expect(abs(half.size.width * 2 - full.size.width) < 0.05)
    }

    @Test func boldIsWiderThanRegular() throws {
        let regular = try measure(plainText("Hello"))
        let bold = try measure(plainText("Hello", weight: .bold))
        #expect(bold.size.width > regular.size.width)
    }

    @Test func runsKeepTheirOwnFonts() throws {
        let small = ResolvedFont(size: 12)
        let large = ResolvedFont(size: 30)
        let mixed = ResolvedText(runs: [.init(string: "ab", font: small), .init(string: "éé", font: large)])
        let a = try measure(ResolvedText(runs: [.init(string: "ab", font: small)]))
        let b = try measure(ResolvedText(runs: [.init(string: "éé", font: large)]))
        let metrics = try measure(mixed)
        // Pango gives back half a (negative) letter spacing at each end of a line, so measured
        // apart the two runs are each half a spacing wider than inside one line.
        let given = abs(small.letterSpacing) / 2 + abs(large.letterSpacing) / 2
        #expect(abs(metrics.size.width - (a.size.width + b.size.width) + given) < 0.01)
        #expect(metrics.size.height == b.size.height)
    }

    @Test func widthIsTheWidestLineWhateverTheAlignment() throws {
        for alignment in TextAlignment.allCases {
            let metrics = try measure(plainText("a\nwide line", alignment: alignment), width: 300)
            #expect(metrics.size.width < 100)
        }
    }

    @Test func latinTextHasNoMissingGlyphs() throws {
        #expect(try measure(plainText("Hello, wörld! 1 234,50 € – “fine” Ωμέγα Привет")).missingGlyphCount == 0)
    }

    /// No CJK font is bundled (see `Fonts/README.md`); every other script is covered.
    @Test(arguments: [("日本", 2), ("שלום", 0), ("Hi 👋", 0), ("日本 and 한국", 4), ("مرحبا नमस्ते สวัสดี", 0), ("👨‍👩‍👧 🇫🇷 👍🏽", 0)])
    func charactersNoBundledFontHasAreCounted(string: String, missing: Int) throws {
        #expect(try measure(plainText(string)).missingGlyphCount == missing)
    }

    @Test func charactersCutByTheLineLimitAreNotCounted() throws {
        #expect(try measure(plainText("Hello\n日本"), maxLines: 2).missingGlyphCount == 2)
        #expect(try measure(plainText("Hello\n日本"), maxLines: 1).missingGlyphCount == 0)
    }

    @Test func embeddedNULsDoNotCutTheText() throws {
        let withNUL = try measure(plainText("ab\0cd"))
        let ab = try measure(plainText("ab"))
        #expect(withNUL.size.width > ab.size.width * 1.5)
    }
}
