import Foundation
import Testing

@testable import WidgetRender

@Suite struct TextContentTests {
    private func text(_ strings: String...) -> ResolvedText {
        ResolvedText(runs: strings.map { .init(string: $0, font: ResolvedFont(size: 17)) })
    }

    @Test func runRangesCountUTF8Bytes() {
        let content = TextContent(text("é", "日本", "a"), joinsParagraphs: false)
        #expect(content.string == "é日本a")
        #expect(content.runRanges == [0..<2, 2..<8, 8..<9])
    }

    @Test func paragraphBreaksBecomeLineSeparatorsUnderALineLimit() {
        let content = TextContent(text("a\r\nb\rc\nd\u{2029}e"), joinsParagraphs: true)
        #expect(content.string == "a\u{2028}b\u{2028}c\u{2028}d\u{2028}e")
        #expect(content.runRanges == [0..<17])
        #expect(TextContent(text("a\nb"), joinsParagraphs: false).string == "a\nb")
    }

    @Test func nulsBecomeReplacementCharacters() {
        #expect(TextContent(text("a\0b"), joinsParagraphs: false).string == "a\u{FFFD}b")
    }

    @Test func truncationCutsTrailingSpaceAndGivesTheEllipsisToTheLastRun() throws {
        let content = TextContent(text("one ", "two\n", "three"), joinsParagraphs: true)
        let end = try #require(content.lineSeparator(atOrAfter: 4))
        #expect(end == 7)
        let cut = content.truncated(atByte: end)
        #expect(cut.string == "one two\u{2026}")
        #expect(cut.runRanges == [0..<4, 4..<10, 10..<10])
    }
}
